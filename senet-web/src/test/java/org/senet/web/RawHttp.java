package org.senet.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * Requests written byte by byte on a socket, for what java.net.http will not send: another {@code Host}, a body
 * shorter than its {@code Content-Length}.
 */
final class RawHttp {
    private RawHttp() {
    }

    /**
     * An answer as received.
     *
     * @param status its status
     * @param head   its status line and headers
     * @param body   its body
     */
    record Raw(int status, String head, String body) {
    }

    /**
     * Sends a request's head and the bytes given of its body, then ends the sending half of the connection.
     *
     * @param port the server's port
     * @param head the request line and headers, each line ended by CRLF, without the empty line
     * @param body the body's bytes sent (maybe fewer than the Content-Length the head says)
     * @return the answer
     */
    static Raw send(int port, String head, String body) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            out.write((head + "Connection: close\r\n\r\n" + body).getBytes(StandardCharsets.UTF_8));
            out.flush();
            socket.shutdownOutput();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            in.transferTo(all);
            String text = all.toString(StandardCharsets.UTF_8);
            int split = text.indexOf("\r\n\r\n");
            String answerHead = split < 0 ? text : text.substring(0, split);
            String answerBody = split < 0 ? "" : text.substring(split + 4);
            return new Raw(Integer.parseInt(answerHead.split(" ")[1]), answerHead, answerBody);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
