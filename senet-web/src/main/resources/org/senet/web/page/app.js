'use strict';
/*
 * The Senet board: plain JavaScript over the server's JSON API (/api), no library. The page keeps the game's
 * id and its seat's token in the address (?game=…&seat=…), so a reload finds the game as it is; the chosen
 * language is kept in localStorage.
 */
(function () {
  const SQ = 64, ROW = 80, X0 = 60, Y0 = 15;
  const OFF = 31;
  const LANGS = ['en', 'pt', 'nl'];
  const state = { texts: {}, lang: 'en', game: null, seat: '', shown: 0, selected: null, busy: false,
                  events: null, rulesets: [], bots: [], narrow: false, boardFocus: null, review: null,
                  keyboard: false };
  const $ = (id) => document.getElementById(id);
  const svgNS = 'http://www.w3.org/2000/svg';
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  /** Milliseconds a bot's step stays on screen: ?pace=… in the address (0 for tests), else 700. */
  const PACE = (() => {
    const given = new URLSearchParams(location.search).get('pace');
    return given !== null && /^[0-9]{1,4}$/.test(given) ? Number(given) : 700;
  })();

  // ------------------------------------------------------------------ texts

  function t(key, ...args) {
    const text = state.texts[key] !== undefined ? state.texts[key] : key;
    return text.replace(/\{(\d)\}/g, (m, i) => (args[i] !== undefined ? args[i] : m));
  }

  async function setLanguage(lang) {
    state.lang = LANGS.includes(lang) ? lang : 'en';
    localStorage.setItem('senet.lang', state.lang);
    state.texts = await (await fetch('i18n/' + state.lang + '.json')).json();
    document.documentElement.lang = state.lang;
    $('lang').value = state.lang;
    document.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(el.dataset.i18n); });
    document.querySelectorAll('[data-i18n-label]').forEach((el) => el.setAttribute('aria-label', t(el.dataset.i18nLabel)));
    fillOpponents();
    if (state.rulesets.length > 0) {
      state.rulesets = await api('GET', '/api/rulesets?lang=' + state.lang);
      fillRuleSets();
      fillOptions();
    }
    if (!$('saves').hidden) { await listSaves(); }
    if (!$('rules-text').hidden) { await readRules(); }
    if (state.review) { reviewShown(state.review); }
    if (state.game) { render(state.game); }
  }

  function initialLanguage() {
    const kept = localStorage.getItem('senet.lang');
    if (kept && LANGS.includes(kept)) { return kept; }
    const browser = (navigator.language || 'en').slice(0, 2);
    return LANGS.includes(browser) ? browser : 'en';
  }

  // ------------------------------------------------------------------ the API

  /** The owner's key (?owner=… in the address `senet serve` printed), kept by this browser: games and saves. */
  const OWNER = (() => {
    const given = new URLSearchParams(location.search).get('owner');
    if (given) {
      localStorage.setItem('senet.owner', given);
      const url = new URL(location.href);
      url.searchParams.delete('owner'); // kept by the browser, not shown in the address bar nor its history
      history.replaceState(null, '', url);
    }
    return localStorage.getItem('senet.owner');
  })();

  async function api(method, path, body) {
    // a change is sent as JSON, which another site's form or no-CORS fetch cannot send
    const options = { method, headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' } };
    if (OWNER) { options.headers['X-Senet-Owner'] = OWNER; }
    if (body !== undefined) { options.body = JSON.stringify(body); }
    const response = await fetch(path, options).catch(() => { throw new Error(t('err-network')); });
    if (response.status === 204) { return null; }
    const json = await response.json().catch(() => ({ error: response.statusText }));
    if (!response.ok) {
      const problem = new Error(refusal(json) || response.statusText);
      problem.code = json.code;
      throw problem;
    }
    return json;
  }

  /** A refusal in the page's language: the words of its code (err-<code>), else the server's English message. */
  function refusal(json) {
    const key = 'err-' + json.code;
    return json.code && state.texts[key] !== undefined ? t(key, ...(json.args || [])) : json.error;
  }

  function showError(message) {
    const box = $('error');
    box.textContent = message;
    box.hidden = false;
    clearTimeout(showError.timer);
    showError.timer = setTimeout(() => { box.hidden = true; }, 6000);
  }

  const guarded = (action) => async (...args) => {
    try { await action(...args); } catch (e) { showError(e.message); }
  };

  // ------------------------------------------------------------------ names and words

  /** A seat's name: a person's as given, a bot's in the page's language. */
  function personOrBot(seat) {
    return seat.bot ? (state.texts['bot-' + seat.bot] ? t('bot-' + seat.bot) : t('bot', seat.bot)) : seat.name;
  }

  /** A side's player, with "(you)" for the page's own seat unless `plain`. */
  function seatName(game, side, plain) {
    return personOrBot(game[side]) + (game.you === side && !plain ? ' (' + t('you') + ')' : '');
  }

  function squareText(n) { return n === OFF ? t('off') : n === 0 ? t('square-in') : String(n); }

  /** A number in the page's language: 0,512 in Portuguese and Dutch. */
  function num(value, digits) {
    return new Intl.NumberFormat(state.lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })
      .format(value);
  }

  /** A move as the notation writes it (9->11, 28->off), in the page's words: 9→11, 28→fora. */
  function notation(text) {
    return text.split('->').map((part) => (part === 'off' ? t('off') : part)).join('→');
  }

  /** A rule set's name in the page's language (from the rule sets the server lists), else the game's own. */
  function ruleSetName(id, fallback) {
    const rules = state.rulesets.find((r) => r.id === id);
    return rules ? rules.name : fallback || id;
  }

  /** An option's value in the page's language: yes/no, the words of a choice; numbers as they are. */
  function optionValue(value) {
    return state.texts['value-' + value] !== undefined ? t('value-' + value) : value;
  }

  /** The rule set of the game on screen and its options that differ from the defaults, in words. */
  function gameRules(game) {
    const rules = state.rulesets.find((r) => r.id === game.rules);
    const options = Object.entries(game.options || {}).map(([key, value]) => {
      const option = rules && rules.options.find((o) => o.key === key);
      return (option ? option.meaning : key) + ': ' + optionValue(value);
    });
    return t('game-rules', ruleSetName(game.rules, game.rulesName)) + (options.length ? ' ' + t('game-options',
      options.join('; ')) : '');
  }

  function actionText(choice) {
    if (choice.kind === 'throw') { return t('throw'); }
    if (choice.kind === 'pass') { return t('pass'); }
    return squareText(choice.from) + '→' + squareText(choice.to);
  }

  /** A move said where it ends: 26→27 (into the water: back to 15). */
  function describe(choice) {
    if (choice.kind === 'throw' || choice.kind === 'pass') { return actionText(choice); }
    const e = choice.effects || [];
    const parts = [];
    if (choice.kind === 'rescue') {
      parts.push(t('eff-rescue'));
      if (choice.lands > 0 && choice.lands !== choice.to) { parts.push(t('eff-ends', choice.lands)); }
    } else {
      if (e.includes('backward')) { parts.push(t('eff-backward')); }
      if (e.includes('enter')) { parts.push(t('eff-enters')); }
      if (e.includes('trap') || e.includes('drown')) {
        const into = choice.to === WATER && !hasMark(featuresNow(), WATER, 'trap') ? t('eff-water') : t('eff-trap');
        parts.push(choice.lands > 0 && choice.lands !== choice.to ? into + ': ' + t('eff-back-to', choice.lands) : into);
      } else if (e.includes('bear_off') || choice.to === OFF) {
        parts.push(t('eff-off'));
      } else if (choice.lands > 0 && choice.lands !== choice.to) {
        parts.push(t('eff-ends', choice.lands));
      } else if (choice.lands === 0) {
        parts.push(t('eff-waits'));
      }
      if (e.includes('swap')) { parts.push(t('eff-swap-to', choice.sentTo)); }
      else if (e.includes('hit') || e.includes('knock')) {
        parts.push(choice.sentTo > 0 ? t('eff-sent-to', choice.sentTo) : t('eff-hit'));
      }
    }
    return actionText(choice) + (parts.length ? ' (' + parts.join(', ') + ')' : '');
  }

  // ------------------------------------------------------------------ drawing

  function el(name, attrs, parent, text) {
    const node = document.createElementNS(svgNS, name);
    Object.entries(attrs || {}).forEach(([k, v]) => node.setAttribute(k, v));
    if (text !== undefined) { node.textContent = text; }
    if (parent) { parent.appendChild(node); }
    return node;
  }

  /**
   * The board's geometry: three rows of ten across a wide screen; three columns of ten down a narrow one (a phone),
   * so that squares and pieces stay big enough to touch. `cell(n)` is a square's box, `centre(n)` where its piece
   * stands (0: a piece waiting to enter, 31: off the board).
   */
  function geometry() {
    return state.narrow ? { across: false, w: 100, h: 50, x0: 25, y0: 50, width: 350, height: 590, r: 21 }
      : { across: true, w: SQ, h: ROW, x0: X0, y0: Y0, width: 800, height: 270, r: 22 };
  }

  function cell(n) {
    const g = geometry();
    const r = Math.floor((n - 1) / 10);
    let c = (n - 1) % 10;
    if (r === 1) { c = 9 - c; }
    return g.across ? { x: g.x0 + c * g.w, y: g.y0 + r * g.h, w: g.w, h: g.h }
      : { x: g.x0 + r * g.w, y: g.y0 + c * g.h, w: g.w, h: g.h };
  }

  /** Where a piece stands: on its square, in the tray off the board (31), or waiting to enter (0). */
  function centre(n) {
    const g = geometry();
    if (n === OFF) { const at = offBox(); return { x: at.x + at.w / 2, y: at.y + at.h / 2 }; }
    if (n === 0) { return g.across ? { x: 30, y: g.y0 + g.h / 2 } : { x: g.x0 + g.w / 2, y: g.y0 - 26 }; }
    const p = cell(n);
    return g.across ? { x: p.x + p.w / 2, y: p.y + p.h / 2 + 6 } : { x: p.x + p.w / 2 + 12, y: p.y + p.h / 2 };
  }

  /** The box past square 30 where a piece leaves the board. */
  function offBox() {
    const g = geometry();
    return g.across ? { x: g.x0 + 10 * g.w + 4, y: g.y0 + 2 * g.h, w: 60, h: g.h }
      : { x: g.x0 + 2 * g.w, y: g.y0 + 10 * g.h + 4, w: g.w, h: 50 };
  }

  const WATER = 27;
  /** The numerals of the judges' houses, 28..30, where a piece bears off from them. */
  const JUDGES = { 28: 'III', 29: 'II', 30: 'I' };
  /** The symbol of a square's first mark (the marks come from the game's features, the most important first). */
  const SYMBOLS = { land_exactly: '✧', never_passed: '✧', second_life: '☥', net: '#', throw_again: '↻', safe: '◈' };
  const WATER_MARKS = ['trap', 'water_holds', 'water_to_start', 'water_to_second_life', 'water_off_board'];

  /** The features of the game on screen: what its rule set makes of the board. */
  function featuresNow() { return state.game ? state.game.features : null; }

  /** A square's features (its marks and the throws that bear off from it), or null for an ordinary square. */
  function squareFeatures(features, n) {
    return features ? features.squares.find((s) => s.square === n) || null : null;
  }

  function hasMark(features, n, mark) {
    const square = squareFeatures(features, n);
    return square !== null && square.marks.includes(mark);
  }

  /** What a square's marks mean, in the page's language: the tooltip of a marked square. */
  function markWords(square) {
    return square.marks.map((m) => (m === 'bear_off' ? t('mark-bear-off', square.bearOffThrows.join('/'))
      : t('mark-' + m.replace(/_/g, '-')))).join(', ');
  }

  function symbol(square) {
    const first = square.marks[0];
    if (first === 'bear_off' || first === 'exit') { return JUDGES[square.square] || '⇥'; }
    return SYMBOLS[first] || '';
  }

  function defs(svg) {
    const d = el('defs', {}, svg);
    const light = el('radialGradient', { id: 'g-light', cx: '35%', cy: '30%', r: '70%' }, d);
    el('stop', { offset: '0%', 'stop-color': '#ffffff' }, light);
    el('stop', { offset: '70%', 'stop-color': '#efe2c6' }, light);
    el('stop', { offset: '100%', 'stop-color': '#bfa57a' }, light);
    const dark = el('radialGradient', { id: 'g-dark', cx: '35%', cy: '30%', r: '70%' }, d);
    el('stop', { offset: '0%', 'stop-color': '#7a5a44' }, dark);
    el('stop', { offset: '60%', 'stop-color': '#2e1f16' }, dark);
    el('stop', { offset: '100%', 'stop-color': '#120b07' }, dark);
    const wood = el('linearGradient', { id: 'g-wood', x1: '0', y1: '0', x2: '0', y2: '1' }, d);
    el('stop', { offset: '0%', 'stop-color': '#a8773f' }, wood);
    el('stop', { offset: '100%', 'stop-color': '#6e4624' }, wood);
  }

  function piece(svg, side, at, classes, radius) {
    const g = el('g', { class: 'piece ' + (classes || ''), transform: 'translate(' + at.x + ',' + at.y + ')' }, svg);
    const r = radius || 22;
    el('ellipse', { cx: 2, cy: r * 0.55, rx: r * 0.95, ry: r * 0.35, fill: 'rgba(0,0,0,.25)' }, g);
    if (side === 'W') {
      el('circle', { r, fill: 'url(#g-light)', stroke: '#6d5330', 'stroke-width': 1.5 }, g);
      el('circle', { r: r * 0.45, fill: 'none', stroke: '#bfa57a', 'stroke-width': 1.5 }, g);
    } else {
      el('path', { d: 'M' + (-r) + ',' + (r * 0.55) + ' L0,' + (-r) + ' L' + r + ',' + (r * 0.55) + ' Q0,' + (r * 0.95) + ' '
        + (-r) + ',' + (r * 0.55) + ' Z', fill: 'url(#g-dark)', stroke: '#000', 'stroke-width': 1.2 }, g);
    }
    el('circle', { r: r + 5, class: 'halo' }, g);
    return g;
  }

  /**
   * Draws the board: squares, the marks of the squares whose rules differ and the direction of play (from the rule
   * set's `features`), pieces; `opts` marks movable pieces, the chosen one, targets, the last move. Movable pieces
   * and targets take the keyboard's focus, each with its name for a screen reader.
   */
  function drawBoard(board, features, opts) {
    const svg = $('board');
    const g = geometry();
    svg.setAttribute('viewBox', '0 0 ' + g.width + ' ' + g.height);
    svg.classList.toggle('narrow', !g.across);
    svg.dataset.across = String(g.across);
    svg.replaceChildren();
    defs(svg);
    el('rect', g.across ? { x: g.x0 - 14, y: g.y0 - 10, width: 10 * g.w + 28, height: 3 * g.h + 20 }
      : { x: g.x0 - 10, y: g.y0 - 10, width: 3 * g.w + 20, height: 10 * g.h + 20 }, svg).setAttribute('fill', 'url(#g-wood)');
    for (let n = 1; n <= 30; n++) {
      const p = cell(n);
      const marked = squareFeatures(features, n);
      const water = marked !== null && WATER_MARKS.includes(marked.marks[0]);
      let cls = 'square ' + (n % 2 ? 'odd' : 'even');
      if (marked) { cls += ' house'; }
      if (water) { cls += marked.marks[0] === 'trap' ? ' water trap' : ' water'; }
      if (opts.targets && opts.targets.has(n)) { cls += ' target'; }
      if (opts.lastFrom === n) { cls += ' from'; }
      if (opts.lastTo === n) { cls += ' last-to'; }
      const rect = el('rect', { x: p.x + 1, y: p.y + 1, width: p.w - 2, height: p.h - 2, rx: 4, class: cls, 'data-square': n },
        svg);
      if (marked) {
        rect.setAttribute('data-marks', marked.marks.join(' '));
        el('title', {}, rect, markWords(marked));
      }
      el('text', { x: p.x + 5, y: p.y + 14, class: 'number' }, svg, String(n));
      const wave = (dy) => el('path', { d: 'M' + (p.x + (g.across ? 8 : 4)) + ',' + (p.y + dy) + (g.across
        ? ' q8,-8 16,0 t16,0 t16,0' : ' q6,-6 12,0 t12,0 t12,0'), fill: 'none', stroke: '#1f5f9c', 'stroke-width': 2 }, svg);
      if (water) {
        [g.across ? 58 : 32, g.across ? 68 : 42].forEach(wave);
      } else if (marked) {
        el('text', g.across ? { x: p.x + p.w / 2, y: p.y + p.h - 10 } : { x: p.x + 22, y: p.y + p.h - 8 }, svg,
          symbol(marked)).setAttribute('class', 'mark');
      }
    }
    // the direction of play: down the turns and off past 30, or up the turns from 30, entering beside it
    const back = features && features.direction === 'towards_1';
    svg.setAttribute('data-direction', back ? 'towards_1' : 'towards_30');
    const turns = g.across ? [[g.x0 + 10 * g.w + 6, g.y0 + g.h / 2 + 5, '↓', '↑'], [g.x0 - 12, g.y0 + 1.5 * g.h + 5, '↓', '↑'],
      [g.x0 + 10 * g.w + 6, g.y0 + 2 * g.h + 20, '→', '←']]
      : [[g.x0 + g.w - 5, g.y0 + 10 * g.h + 22, '→', '←'], [g.x0 + 2 * g.w - 5, g.y0 - 14, '→', '←'],
        [g.x0 + 2 * g.w + 4, g.y0 + 10 * g.h + 22, '↓', '↑']];
    turns.forEach(([x, y, forward, backward]) => el('text', { x, y, class: 'arrow' }, svg, back ? backward : forward));
    // pieces on the board
    for (let i = 0; i < 30; i++) {
      const c = board[i];
      if (c === '.') { continue; }
      const n = i + 1;
      const classes = [];
      if (opts.movable && opts.movable.has(n)) { classes.push('movable'); }
      if (opts.selected === n) { classes.push('selected'); }
      const p = piece(svg, c, centre(n), classes.join(' '), g.r);
      p.setAttribute('data-square', n);
      if (opts.movable && opts.movable.has(n)) { focusable(p, t('piece-label', t(c === 'W' ? 'light' : 'dark'), n)); }
    }
    // waiting pieces of the side to move that may enter
    if (opts.movable && opts.movable.has(0)) {
      const p = piece(svg, opts.mover, centre(0), 'movable' + (opts.selected === 0 ? ' selected' : ''), g.r - 4);
      p.setAttribute('data-square', 0);
      focusable(p, t('piece-waiting-label', t(opts.mover === 'W' ? 'light' : 'dark')));
    }
    // where the chosen piece lands
    if (opts.ghosts) {
      opts.ghosts.forEach((ghost) => {
        const at = centre(ghost.square);
        piece(svg, opts.mover, at, 'ghost', ghost.square === OFF ? g.r - 6 : g.r);
      });
    }
    if (opts.targets) {
      opts.targets.forEach((n) => {
        const at = n === OFF ? offBox() : cell(n);
        const hit = el('rect', { x: at.x, y: at.y, width: at.w, height: at.h, class: 'target-hit target-' + n,
          'data-target': n }, svg);
        const choice = state.game.choices.find((c) => c.from === state.selected && c.to === n);
        focusable(hit, t('play-to', choice ? describe(choice) : squareText(n)));
      });
    }
    svg.setAttribute('aria-label', boardWords(board));
    restoreFocus();
  }

  /** A piece or target the keyboard reaches (Tab, arrows) and plays (Enter, Space), named for a screen reader. */
  function focusable(node, label) {
    node.setAttribute('tabindex', '0');
    node.setAttribute('role', 'button');
    node.setAttribute('aria-label', label);
  }

  /** The board in words, for a screen reader: where each side's pieces stand. */
  function boardWords(board) {
    const where = (c) => [...board].map((x, i) => (x === c ? i + 1 : 0)).filter((n) => n > 0).join(', ') || '–';
    return t('board-label', where('W'), where('B'));
  }

  /** After the board is drawn again, the focus goes back to the piece or target it was on (keyboard play). */
  function restoreFocus() {
    const key = state.boardFocus;
    if (!key) { return; }
    const node = $('board').querySelector('[tabindex][' + key + ']');
    if (node) { node.focus({ preventScroll: !state.keyboard }); } else { state.boardFocus = null; }
  }

  /** Sticks at rest lie across, half light and half dark: unlike any throw, which shows their faces. */
  function drawSticksAtRest(svg) {
    svg.dataset.rest = 'true';
    for (let i = 0; i < 4; i++) {
      const g = el('g', { transform: 'translate(14,' + (18 + i * 18) + ') rotate(' + ((i % 2) * 4 - 2) + ',46,6)' }, svg);
      el('rect', { width: 92, height: 12, rx: 6, fill: '#5a3a20', stroke: '#3b2414', 'stroke-width': 1.5 }, g);
      el('rect', { width: 92, height: 6, rx: 3, fill: '#f7efe0' }, g);
    }
  }

  function drawSticks(value) {
    const svg = $('sticks');
    svg.replaceChildren();
    delete svg.dataset.rest;
    $('throw-value').textContent = value > 0 ? String(value) : '';
    $('sticks-box').setAttribute('aria-label', value > 0 ? t('sticks-thrown', value) : t('sticks-rest'));
    if (!(value > 0)) { drawSticksAtRest(svg); return; }
    const lightFaces = value >= 1 && value <= 4 ? value : 0;
    for (let i = 0; i < 4; i++) {
      const face = i < lightFaces;
      const g = el('g', { transform: 'translate(' + (12 + i * 26) + ',8) rotate(' + ((i * 7) % 9 - 4) + ',8,42)' }, svg);
      el('rect', { width: 16, height: 84, rx: 7, fill: face ? '#f7efe0' : '#5a3a20', stroke: '#3b2414', 'stroke-width': 1.5 }, g);
      if (face) {
        el('line', { x1: 8, y1: 12, x2: 8, y2: 72, stroke: '#c9b38a', 'stroke-width': 1.5 }, g);
      }
    }
  }

  // ------------------------------------------------------------------ the game on screen

  /** Whether the page is playing or showing steps (then clicks wait); said on the body for tests. */
  function setBusy(busy) {
    state.busy = busy;
    document.body.dataset.busy = busy ? 'true' : 'false';
  }

  function myTurn(game) {
    return !game.over && !game.closed && game.you === game.toMove && game.choices.length > 0;
  }

  function lastMove(steps) {
    for (let i = steps.length - 1; i >= 0; i--) {
      if (steps[i].kind === 'move' || steps[i].kind === 'rescue') { return steps[i]; }
    }
    return null;
  }

  function players(game) {
    ['light', 'dark'].forEach((side, index) => {
      const box = $(side + '-player');
      box.replaceChildren();
      box.classList.toggle('to-move', !game.over && game.toMove === side);
      const dot = document.createElement('span');
      dot.className = 'dot ' + side;
      box.append(dot);
      const name = document.createElement('span');
      name.className = 'name';
      name.textContent = seatName(game, side) + ' — ' + t(side);
      box.append(name);
      [['waiting', game.waiting[index]], ['off', game.off[index]]].forEach(([label, count]) => {
        if (label === 'waiting' && count === 0) { return; }
        if (label === 'off' && !game.features.bearsOff) { return; }
        const tray = document.createElement('span');
        tray.className = 'tray tray-' + label;
        const word = document.createElement('span');
        word.className = 'label';
        word.textContent = t(label) + ': ' + count;
        tray.append(word);
        // the pieces there drawn as pieces of their colour; the places of the others as empty rings
        for (let i = 0; i < game.pieces[index]; i++) {
          const d = document.createElement('span');
          d.className = 'dot ' + side + (i < count ? ' counted' : ' empty');
          d.setAttribute('aria-hidden', 'true');
          tray.append(d);
        }
        box.append(tray);
      });
    });
  }

  function lastTurns(game) {
    const box = $('last-turns');
    box.replaceChildren();
    ['light', 'dark'].forEach((side) => {
      let end = game.steps.length - 1;
      while (end >= 0 && game.steps[end].side !== side) { end--; }
      if (end < 0) { return; }
      let start = end;
      while (start > 0 && game.steps[start - 1].side === side) { start--; }
      const words = game.steps.slice(start, end + 1).map((s) => (s.kind === 'throw' ? t('thrown', '', s.throwValue)
        .replace(/^\s*/, '').replace(/\.$/, '') : describe(s)));
      const div = document.createElement('div');
      div.textContent = t('last-turn', seatName(game, side)) + ' ' + words.join('; ');
      box.append(div);
    });
  }

  function render(game) {
    state.game = game;
    $('game').hidden = false;
    players(game);
    lastTurns(game);
    const mine = myTurn(game);
    const kinds = new Set(game.choices.map((c) => c.kind));
    const mover = game.toMove === 'light' ? 'W' : 'B';
    const movable = new Set();
    if (mine) {
      game.choices.filter((c) => c.kind === 'move' || c.kind === 'rescue').forEach((c) => movable.add(c.from));
    }
    const last = lastMove(game.steps);
    const opts = { movable, mover, lastFrom: last ? last.from : -1, lastTo: last ? last.lands : -1 };
    if (state.selected !== null && movable.has(state.selected)) {
      const mineNow = game.choices.filter((c) => c.from === state.selected && c.kind !== 'throw');
      opts.selected = state.selected;
      opts.targets = new Set(mineNow.map((c) => c.to));
      opts.ghosts = mineNow.map((c) => ({ square: c.lands > 0 ? c.lands : c.to === OFF ? OFF : c.to }));
    } else {
      state.selected = null;
    }
    drawBoard(game.board, game.features, opts);
    drawSticks(game.throwValue);
    $('throw').hidden = !(mine && kinds.has('throw'));
    $('pass').hidden = !(mine && kinds.has('pass'));
    $('move').hidden = !(mine && state.selected !== null);
    $('hint').hidden = !(mine && game.choices.length > 1);
    $('next-game').hidden = !(game.over && game.you);
    $('review').hidden = !game.over;
    const name = seatName(game, game.toMove);
    let status = '';
    let detail = '';
    if (game.closed) {
      status = t('closed');
    } else if (game.over) {
      status = t('wins', seatName(game, game.winner, true), t(game.winner));
      detail = game.you ? t('match-next') : t('the-end');
    } else if (!mine) {
      status = t('waiting-for', name);
    } else if (kinds.has('pass')) {
      status = t('no-move', game.throwValue);
    } else if (kinds.has('throw')) {
      status = kinds.has('rescue') ? t('your-rescue', name) : t('your-throw', name);
    } else {
      status = t('your-move', name, game.throwValue);
      const moves = game.choices.filter((c) => c.kind === 'move');
      if (moves.length === 1) {
        detail = t('only-move', describe(moves[0]));
      } else if (moves.length > 0 && moves.every((c) => (c.effects || []).includes('backward'))) {
        detail = t('no-forward');
      }
    }
    if (state.selected !== null) {
      const chosen = game.choices.filter((c) => c.from === state.selected && c.kind !== 'throw');
      detail = t('chosen', chosen.map(describe).join(' / '));
    }
    openingThrows(game, game.opening.length);
    $('game-rules').textContent = gameRules(game);
    $('status').textContent = status;
    $('status').classList.toggle('banner', game.over);
    $('detail').textContent = detail;
    keyboardFocus(mine);
  }

  /**
   * Where the keyboard goes next when its focus was lost (its button hidden, the board drawn again): the action
   * to take (throw, pass), else the first piece that can move; nothing is taken from a control in use.
   */
  function keyboardFocus(mine) {
    const now = document.activeElement;
    if (!mine || (now && now !== document.body && !now.closest('[hidden]'))) { return; }
    const next = ['throw', 'pass'].map($).find((b) => !b.hidden) || $('board').querySelector('[tabindex]');
    if (next) { next.focus({ preventScroll: !state.keyboard }); } // a tap or click does not scroll the page
  }

  /** Shows the steps the page has not shown yet, one by one, then the game as it is. */
  async function show(game) {
    const from = state.shown;
    const steps = game.steps;
    if (from < steps.length && from > 0 && steps.length - from < 60) {
      setBusy(true);
      $('hints').hidden = true;
      for (let i = from; i < steps.length; i++) {
        const step = steps[i];
        const own = game.you === step.side;
        const who = seatName(game, step.side);
        if (step.kind === 'throw') {
          drawSticks(step.throwValue);
          $('sticks').classList.remove('tossing');
          $('status').textContent = t('thrown', who, step.throwValue);
        } else {
          drawBoard(step.board, game.features, { lastFrom: step.from, lastTo: step.lands });
          $('status').textContent = step.kind === 'pass' ? t('passes', who) : t('moved', who, describe(step));
        }
        $('detail').textContent = '';
        await sleep(own ? Math.min(PACE, 250) : PACE);
      }
      setBusy(false);
    }
    state.shown = steps.length;
    state.selected = null;
    render(game);
    catchUp();
  }

  /**
   * Fetches the game while a step was pushed that the page has not shown (missed during an animation, a gap,
   * a reconnection): one fetch at a time, again until the page shows the latest step pushed.
   */
  function catchUp() {
    if (!state.game || state.busy || state.fetching || !(state.pushed > state.shown)) { return; }
    state.fetching = true;
    refresh().catch((x) => showError(x.message)).finally(() => { state.fetching = false; catchUp(); });
  }

  async function act(action) {
    if (state.busy || state.fetching || !state.game) { return; }
    setBusy(true);
    try {
      const game = await api('POST', '/api/games/' + state.game.id + '/actions',
        { seat: state.seat, step: state.game.step, action });
      setBusy(false);
      await show(game);
    } catch (e) {
      setBusy(false);
      showError(e.message);
      await refresh();
    }
  }

  async function refresh() {
    if (!state.game) { return; }
    const game = await api('GET', '/api/games/' + state.game.id + '?seat=' + encodeURIComponent(state.seat));
    await show(game);
  }

  function onBoardClick(event) {
    if (!state.game || state.busy || !myTurn(state.game)) { return; }
    const target = event.target.closest('[data-target]');
    if (target && state.selected !== null) {
      const to = Number(target.getAttribute('data-target'));
      const choice = state.game.choices.find((c) => c.from === state.selected && c.to === to);
      if (choice) { act(choice.action); }
      return;
    }
    const square = event.target.closest('rect.square'); // a tap on a movable piece's square picks the piece
    const pieceNode = event.target.closest('.piece.movable')
      || (square && $('board').querySelector('.piece.movable[data-square="' + square.dataset.square + '"]'));
    if (!pieceNode) { return; }
    const from = Number(pieceNode.getAttribute('data-square'));
    const choices = state.game.choices.filter((c) => c.from === from && c.kind !== 'throw');
    if (state.selected === from && choices.length === 1) {
      act(choices[0].action);
      return;
    }
    state.selected = from;
    render(state.game);
  }

  /** The keyboard on the board: arrows go from piece to piece (and to the chosen piece's targets), Enter or Space plays. */
  function onBoardKey(event) {
    const items = [...$('board').querySelectorAll('[tabindex]')];
    if (event.key === 'Enter' || event.key === ' ') {
      if (items.includes(event.target)) { event.preventDefault(); onBoardClick(event); }
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step || items.length === 0) { return; }
    event.preventDefault();
    const at = items.indexOf(document.activeElement);
    items[(at + step + items.length) % items.length].focus();
  }

  /** Remembers which piece or target of the board has the keyboard's focus, to give it back when it is drawn again. */
  function onBoardFocus(event) {
    const node = event.target;
    state.boardFocus = node.hasAttribute('data-target') ? 'data-target="' + node.dataset.target + '"'
      : node.hasAttribute('data-square') ? 'data-square="' + node.dataset.square + '"' : null;
  }

  // ------------------------------------------------------------------ starting, opening, pushing

  function go(game, seat) {
    state.seat = seat || '';
    state.shown = game.steps.length;
    state.pushed = 0;
    state.selected = null;
    const url = new URL(location.href);
    url.search = '';
    url.searchParams.set('game', game.id);
    url.searchParams.set('seat', state.seat);
    if (PACE !== 700) { url.searchParams.set('pace', PACE); }
    history.replaceState(null, '', url);
    ['welcome', 'setup', 'saves', 'rules-text', 'review-panel'].forEach((id) => { $(id).hidden = true; });
    $('hints').hidden = true;
    listen(game.id);
    render(game);
    const key = 'senet.opening.' + game.id;
    if (game.opening.length > 0 && !sessionStorage.getItem(key)) {
      sessionStorage.setItem(key, 'shown');
      showOpening(game).catch((e) => showError(e.message));
    }
  }

  /** Lists the first `count` throws for a 1 (JP3, AS3) of the game, and who took dark once the 1 is listed. */
  function openingThrows(game, count) {
    const box = $('opening');
    box.hidden = game.opening.length === 0;
    const list = $('opening-throws');
    list.replaceChildren();
    game.opening.slice(0, count).forEach((thrown, i) => {
      const item = document.createElement('li');
      const who = seatName(game, thrown.side);
      const last = i === game.opening.length - 1;
      item.textContent = last ? t('opening-dark', who) : t('opening-throw', who, thrown.value);
      item.className = last ? 'takes-dark' : '';
      list.append(item);
    });
    list.scrollTop = list.scrollHeight; // the last throw, and who takes dark, in sight
  }

  /** The throws for a 1 one by one, the sticks drawn for each, then who takes dark, then the game. */
  async function showOpening(game) {
    setBusy(true);
    // nothing has been played yet: the board as it starts (a throw leaves the board as it was), no action offered
    const start = game.steps.length > 0 && game.steps[0].kind === 'throw' ? game.steps[0].board
      : game.steps.length === 0 ? game.board : null;
    if (start) { drawBoard(start, game.features, {}); }
    ['throw', 'pass', 'move', 'hint'].forEach((id) => { $(id).hidden = true; });
    $('last-turns').replaceChildren();
    try {
      for (let i = 1; i <= game.opening.length; i++) {
        const thrown = game.opening[i - 1];
        openingThrows(game, i);
        drawSticks(thrown.value);
        $('status').textContent = $('opening-throws').lastElementChild.textContent;
        $('detail').textContent = '';
        await sleep(PACE);
      }
    } finally {
      setBusy(false);
    }
    await refresh();
  }

  function started(result) {
    const mine = result.game.you;
    const other = Object.keys(result.seats).find((side) => side !== mine);
    $('share').hidden = !other;
    if (other) {
      const url = new URL(location.href);
      url.search = '';
      url.searchParams.set('game', result.game.id);
      url.searchParams.set('seat', result.seats[other]);
      $('share-link').value = url.toString();
    }
    go(result.game, result.seats[mine]);
  }

  function listen(id) {
    if (state.events) { state.events.close(); }
    const source = new EventSource('/api/games/' + id + '/events?seat=' + encodeURIComponent(state.seat));
    // data: the game's steps; a page busy showing steps catches up after them (catchUp)
    source.addEventListener('game', (e) => {
      state.pushed = Math.max(state.pushed, Number(e.data));
      catchUp();
    });
    source.addEventListener('next', (e) => {
      const [gameId, seat] = e.data.split(' ');
      api('GET', '/api/games/' + gameId + '?seat=' + encodeURIComponent(seat)).then((game) => go(game, seat))
        .catch((x) => showError(x.message));
    });
    source.addEventListener('closed', () => {
      source.close();
      if (state.game) { state.game.closed = true; render(state.game); }
    });
    state.events = source;
  }

  async function newGame(request) {
    $('share').hidden = true;
    started(await api('POST', '/api/games', request));
  }

  function setupRequest(opponent) {
    const options = {};
    document.querySelectorAll('#options select').forEach((select) => {
      if (select.value !== select.dataset.default) { options[select.dataset.key] = select.value; }
    });
    return { rules: $('rules').value, options, opponent: opponent || $('opponent').value, starts: $('starts').value,
      name: $('name').value || t('player', 1), friend: $('friend-name').value || t('player', 2) };
  }

  function fillOpponents() {
    const select = $('opponent');
    const chosen = select.value || 'hard';
    select.replaceChildren();
    state.bots.forEach((bot) => select.append(new Option(t('bot-' + bot), bot)));
    select.append(new Option(t('opponent-friend'), 'friend'));
    select.value = chosen;
    $('friend-name-label').hidden = select.value !== 'friend';
  }

  /** The rule sets to choose from, each by its name and line in the page's language. */
  function fillRuleSets() {
    const select = $('rules');
    const chosen = select.value;
    select.replaceChildren();
    state.rulesets.forEach((r) => select.append(new Option(r.name + ' — ' + r.line, r.id)));
    if (chosen) { select.value = chosen; }
  }

  /** The options of the chosen rule set; when the rule set was just chosen, who starts is set to its default. */
  function fillOptions(ruleSetChosen) {
    const rules = state.rulesets.find((r) => r.id === $('rules').value);
    const box = $('options');
    box.replaceChildren();
    if (!rules) { return; }
    $('rules-summary').textContent = rules.summary;
    rules.options.forEach((option) => {
      const label = document.createElement('label');
      label.textContent = option.meaning;
      label.dataset.key = option.key;
      const select = document.createElement('select');
      select.dataset.key = option.key;
      select.dataset.default = option.defaultValue;
      option.values.forEach((v) => select.append(new Option(optionValue(v) + (v === option.defaultValue ? ' ('
        + t('default') + ')' : ''), v)));
      select.value = option.defaultValue;
      label.append(select);
      box.append(label);
    });
    $('starts').disabled = rules.drawsFirstMover;
    const opening = $('starts').querySelector('option[value="opening"]');
    opening.hidden = !rules.throwsForDark;
    opening.disabled = !rules.throwsForDark;
    if (rules.throwsForDark && ruleSetChosen) {
      $('starts').value = 'opening';
    } else if ($('starts').value === 'opening') {
      $('starts').value = 'drawn';
    }
  }

  // ------------------------------------------------------------------ saved games, rules, hints, review

  async function showSaves() {
    const panel = $('saves');
    panel.hidden = !panel.hidden;
    if (!panel.hidden) { await listSaves(); }
  }

  /** The saved games, the last first; a game open on this server offers neither Resume nor Delete. */
  async function listSaves() {
    const saves = await api('GET', '/api/saves');
    const body = $('saves-table').tBodies[0];
    body.replaceChildren();
    $('saves-empty').hidden = saves.length > 0;
    saves.forEach((save) => {
      const row = body.insertRow();
      row.dataset.id = save.id;
      row.insertCell().textContent = new Intl.DateTimeFormat(state.lang, { dateStyle: 'short', timeStyle: 'short',
        hourCycle: 'h23' }).format(new Date(save.modified));
      const what = save.problem ? t('damaged', save.problem)
        : ruleSetName(save.rules) + ', ' + personOrBot(save.light) + ' – ' + personOrBot(save.dark) + ', '
          + t('steps', save.steps) + ', '
          + (save.over ? t('finished', t(save.winner)) : save.live ? t('live') : t('to-move', t(save.toMove)));
      row.insertCell().textContent = what;
      const buttons = row.insertCell();
      buttons.className = 'buttons';
      const add = (key, action) => {
        const button = document.createElement('button');
        button.textContent = t(key);
        button.className = key;
        button.addEventListener('click', guarded(action));
        buttons.append(button);
      };
      if (!save.problem && !save.over && !save.live) {
        add('resume', async () => started(await api('POST', '/api/saves/' + save.id + '/open')));
      }
      if (!save.problem) { add('review', () => showReview(save.id)); }
      if (save.live) { return; } // open on this server: deleted once it is closed
      add('delete', async () => {
        if (!confirm(t('delete-confirm', save.id))) { return; }
        await api('DELETE', '/api/saves/' + save.id);
        row.remove();
      });
    });
  }

  async function showRules() {
    const panel = $('rules-text');
    panel.hidden = !panel.hidden;
    if (!panel.hidden) { await readRules(); $('rules-close').focus(); }
  }

  async function readRules() {
    const id = state.game && !$('game').hidden ? state.game.rules : $('rules').value || 'thibault';
    const rules = await api('GET', '/api/rulesets/' + encodeURIComponent(id) + '?lang=' + state.lang);
    $('rules-title').textContent = rules.name;
    // the summary in the player's language, then the full clauses (in English, as the console's)
    $('rules-body').textContent = rules.summary;
    $('rules-clauses').textContent = rules.description;
  }

  async function showHint() {
    const list = $('hints');
    if (!list.hidden) { list.hidden = true; return; }
    const hint = await api('GET', '/api/games/' + state.game.id + '/hint?seat=' + encodeURIComponent(state.seat));
    list.replaceChildren();
    const title = document.createElement('li');
    title.textContent = t('hint-title', t('bot-' + hint.judge));
    title.className = 'title';
    list.append(title);
    hint.moves.forEach((move, i) => {
      const choice = state.game.choices.find((c) => c.action === move.action) || { kind: 'throw' };
      const item = document.createElement('li');
      item.className = 'hint' + (i === 0 ? ' best' : '');
      item.value = i + 1;
      item.textContent = num(move.chance, 3) + '  ' + describe(choice);
      item.tabIndex = 0;
      item.setAttribute('role', 'button');
      item.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); act(move.action); } });
      item.addEventListener('click', () => act(move.action));
      list.append(item);
    });
    list.hidden = false;
  }

  async function showReview(id) {
    const panel = $('review-panel');
    panel.hidden = false;
    $('review-working').hidden = false;
    state.review = null;
    ['chart', 'review-summary', 'review-notes'].forEach((box) => $(box).replaceChildren());
    $('review-judge').textContent = '';
    panel.scrollIntoView({ behavior: 'smooth' });
    const review = await api('GET', '/api/saves/' + encodeURIComponent(id) + '/review'
      + (state.game && state.game.id === id ? '?seat=' + encodeURIComponent(state.seat) : ''));
    $('review-working').hidden = true;
    state.review = review;
    reviewShown(review);
  }

  /** Draws a review in the page's language: the chart, both sides' figures, the notable errors and throws. */
  function reviewShown(review) {
    chart(review);
    $('review-judge').textContent = t(review.judgedBy === 'network' ? 'judge-network' : 'judge-formula', review.depth)
      + ' ' + (review.tablePieces > 0 ? t('judge-table', review.tablePieces) : t('judge-no-table'));
    const table = $('review-summary');
    table.replaceChildren();
    const head = table.insertRow();
    ['', t('light'), t('dark')].forEach((text) => { const th = document.createElement('th'); th.textContent = text; head.append(th); });
    [['decisions', (s) => s.decisions], ['inaccuracies', (s) => s.inaccuracies], ['mistakes', (s) => s.mistakes],
     ['blunders', (s) => s.blunders], ['mean-error', (s) => num(s.meanError, 3)], ['luck', (s) => num(s.luck, 2)],
     ['luck-adjusted', (s) => (s.luckAdjusted < 0 ? '' : num(s.luckAdjusted, 2))]].forEach(([key, value]) => {
      const row = table.insertRow();
      row.insertCell().textContent = t(key);
      row.insertCell().textContent = value(review.light);
      row.insertCell().textContent = value(review.dark);
    });
    const notes = $('review-notes');
    notes.replaceChildren();
    review.lines.forEach((line) => {
      let text = '';
      if (line.size) {
        text = t('note-error', line.step, t(line.side), notation(line.played), notation(line.best), t(line.size),
          num(line.error, 3));
      } else if (Math.abs(line.luck) >= 0.10) {
        text = t('note-luck', line.step, t(line.side), line.throwValue, (line.luck > 0 ? '+' : '') + num(line.luck, 2));
      }
      if (text) { const li = document.createElement('li'); li.textContent = text; notes.append(li); }
    });
  }

  /** Light's chance of winning over the game, as an SVG line; narrower, with bigger words, on a phone. */
  function chart(review) {
    const svg = $('chart');
    svg.replaceChildren();
    const W = state.narrow ? 360 : 640, H = 220, L = 44, R = 10, T = 24, B = 25, font = state.narrow ? 15 : 12;
    svg.setAttribute('viewBox', '0 0 ' + W + ' ' + H);
    svg.setAttribute('aria-label', t('chart-title'));
    const points = [review.startChance].concat(review.lines.map((l) => l.lightChance));
    const x = (i) => L + (W - L - R) * (points.length < 2 ? 0 : i / (points.length - 1));
    const y = (p) => T + (H - T - B) * (1 - p);
    el('text', { x: L, y: 16, 'font-size': font + 1 }, svg, t('chart-title'));
    [0, 0.25, 0.5, 0.75, 1].forEach((p) => {
      el('line', { x1: L, x2: W - R, y1: y(p), y2: y(p), stroke: p === 0.5 ? '#b08a5a' : '#eadcc2' }, svg);
      el('text', { x: 2, y: y(p) + 4, 'font-size': font }, svg, num(p, 2));
    });
    el('polyline', { points: points.map((p, i) => x(i) + ',' + y(p)).join(' '), fill: 'none', stroke: '#1f4e8c',
      'stroke-width': 2, class: 'chance' }, svg);
    review.lines.forEach((line, i) => {
      if (line.size === 'mistake' || line.size === 'blunder') {
        el('circle', { cx: x(i + 1), cy: y(line.lightChance), r: 4, fill: line.size === 'blunder' ? '#a3342b' : '#e0a526' }, svg);
      }
    });
  }

  // ------------------------------------------------------------------ start

  async function main() {
    await setLanguage(initialLanguage());
    $('lang').addEventListener('change', guarded(() => setLanguage($('lang').value)));
    $('board').addEventListener('click', onBoardClick);
    $('board').addEventListener('keydown', onBoardKey);
    document.addEventListener('keydown', () => { state.keyboard = true; }, true);
    document.addEventListener('pointerdown', () => { state.keyboard = false; }, true);
    $('board').addEventListener('focusin', onBoardFocus);
    $('board').addEventListener('focusout', (e) => { if (e.relatedTarget) { state.boardFocus = null; } });
    const narrow = matchMedia('(max-width: 640px)');
    state.narrow = narrow.matches;
    narrow.addEventListener('change', () => { state.narrow = narrow.matches; if (state.game) { render(state.game); } });
    $('play').addEventListener('click', guarded(() => newGame({ name: t('player', 1) })));
    $('welcome-play').addEventListener('click', guarded(() => newGame({ name: t('player', 1) })));
    $('friend').addEventListener('click', guarded(() => newGame(setupRequest('friend'))));
    $('setup-toggle').addEventListener('click', () => { $('setup').hidden = !$('setup').hidden; });
    $('start').addEventListener('click', guarded(() => newGame(setupRequest())));
    $('saves-toggle').addEventListener('click', guarded(showSaves));
    $('rules-toggle').addEventListener('click', guarded(showRules));
    $('rules-close').addEventListener('click', () => { $('rules-text').hidden = true; $('rules-toggle').focus(); });
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && !$('rules-text').hidden) { $('rules-text').hidden = true; $('rules-toggle').focus(); }
    });
    $('rules').addEventListener('change', fillOptions);
    $('opponent').addEventListener('change', () => { $('friend-name-label').hidden = $('opponent').value !== 'friend'; });
    $('throw').addEventListener('click', () => act('throw'));
    $('pass').addEventListener('click', () => act('pass'));
    $('move').addEventListener('click', () => {
      const choice = state.game.choices.find((c) => c.from === state.selected && c.kind !== 'throw');
      if (choice) { act(choice.action); }
    });
    $('hint').addEventListener('click', guarded(showHint));
    $('review').addEventListener('click', guarded(() => showReview(state.game.id)));
    $('next-game').addEventListener('click', guarded(async () => {
      const result = await api('POST', '/api/games/' + state.game.id + '/next', { seat: state.seat });
      go(result.game, result.seats[result.game.you]);
    }));
    $('share-copy').addEventListener('click', () => { $('share-link').select(); navigator.clipboard?.writeText($('share-link').value); });
    [state.rulesets, state.bots] = await Promise.all([api('GET', '/api/rulesets?lang=' + state.lang),
      api('GET', '/api/bots')]);
    fillRuleSets();
    const skipped = (await api('GET', '/api/problems')).problems; // rule sets that could not be loaded, one line each
    if (skipped.length > 0) { showError(skipped.join('\n')); }
    $('rules').value = 'thibault';
    fillOpponents();
    fillOptions(true);
    if (!OWNER) { // starting games and the saved games are the owner's: a friend's page only plays its game
      ['play', 'friend', 'setup-toggle', 'saves-toggle', 'welcome-play'].forEach((id) => { $(id).hidden = true; });
    }
    const params = new URLSearchParams(location.search);
    if (params.get('game')) {
      try {
        const game = await api('GET', '/api/games/' + encodeURIComponent(params.get('game')) + '?seat='
          + encodeURIComponent(params.get('seat') || ''));
        go(game, params.get('seat'));
      } catch (e) {
        showError(e.message);
      }
    }
    document.body.dataset.ready = 'true';
  }

  document.addEventListener('DOMContentLoaded', () => main().catch((e) => showError(e.message)));
}());
