package org.senet.web.games;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.regex.Pattern;

import org.senet.core.store.GameStore;
import org.senet.web.games.Refused.Code;

/**
 * A game's id in the API is its file's name in the saves folder without the extension
 * ({@code 2026-11-25-214500-thibault-k4q7x2m9c3vd8w1p}: a game started on the server ends in 80 random
 * bits, so that its id cannot be guessed from the date; older names stay valid). An id is checked before it
 * names a file: only letters, digits, {@code .}, {@code _} and {@code -}, not starting with a dot, at most 120
 * characters, so that no id leads outside the saves folder or to a lock or temporary file.
 */
public final class GameIds {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}");

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] DIGITS = "0123456789abcdefghjkmnpqrstvwxyz".toCharArray();

    private GameIds() {
    }

    /** {@return 80 random bits as 16 lower-case letters and digits, the end of a new game's id} */
    static String randomPart() {
        StringBuilder part = new StringBuilder(16);
        for (int i = 0; i < 16; i++) {
            part.append(DIGITS[RANDOM.nextInt(DIGITS.length)]);
        }
        return part.toString();
    }

    /**
     * The file of an id in the folder.
     *
     * @param folder the saves folder
     * @param id     the id as received
     * @return the file, inside the folder
     * @throws Refused (400) for an id that is not one
     */
    public static Path file(Path folder, String id) {
        if (id == null || !ID.matcher(id).matches() || id.contains("..")) {
            throw new Refused(Refused.BAD_REQUEST, Code.BAD_GAME_ID, "'" + shown(id) + "' is not a game id (letters, digits,"
                    + " '.', '_' and '-', not starting with a dot)");
        }
        Path base = folder.toAbsolutePath().normalize();
        Path file = base.resolve(id + GameStore.EXTENSION).normalize();
        if (!base.equals(file.getParent())) {
            throw new Refused(Refused.BAD_REQUEST, Code.BAD_GAME_ID, "'" + shown(id) + "' is not a game of the saves folder");
        }
        return file;
    }

    /**
     * The id of a saved game's file.
     *
     * @param file a file of the saves folder
     * @return its name without the extension
     */
    public static String of(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(GameStore.EXTENSION) ? name.substring(0, name.length() - GameStore.EXTENSION.length())
                : name;
    }

    /** An id as a message may show it: at most 60 characters, printable. */
    private static String shown(String id) {
        if (id == null) {
            return "";
        }
        String printable = id.replaceAll("\\p{Cntrl}", "?");
        return printable.length() > 60 ? printable.substring(0, 60) + "..." : printable;
    }
}
