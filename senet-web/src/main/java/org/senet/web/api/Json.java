package org.senet.web.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.json.JavalinJackson;
import org.senet.web.games.Refused;
import org.senet.web.games.Refused.Code;

/**
 * The server's one JSON mapper, given to Javalin, and the strict reading of request bodies: a body is exactly one
 * JSON value of the record's shape — no field the record does not have, no trailing data, no number given as a
 * string or a fraction for a whole number, no string given as a number, no null for a number.
 */
final class Json {
    private Json() {
    }

    /** {@return the mapper Javalin answers and reads with} */
    static JavalinJackson mapper() {
        ObjectMapper mapper = JavalinJackson.defaultMapper()
                .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
                .configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, true)
                .configure(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, true)
                .configure(DeserializationFeature.ACCEPT_FLOAT_AS_INT, false)
                .configure(MapperFeature.ALLOW_COERCION_OF_SCALARS, false);
        for (LogicalType type : new LogicalType[] {LogicalType.Integer, LogicalType.Float, LogicalType.Boolean}) {
            mapper.coercionConfigFor(type).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        mapper.coercionConfigFor(LogicalType.Textual).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        return new JavalinJackson(mapper, false);
    }

    /**
     * The body of a request as the record it must be, read by the server's mapper.
     *
     * @throws Refused 400 for no body, one cut short ({@code incomplete-body}) or one that is not the JSON expected
     *                 ({@code malformed-json}); 413 for one over the limit
     */
    static <T> T body(Context ctx, Class<T> type) {
        String body;
        try {
            body = ctx.body();
        } catch (HttpResponseException e) {
            throw e; // over the limit: 413
        } catch (RuntimeException e) {
            throw incomplete();
        } catch (Exception e) { // Jetty's EofException, thrown undeclared through Kotlin
            throw incomplete();
        }
        if (body.isBlank()) {
            throw new Refused(Refused.BAD_REQUEST, Code.NO_BODY, "the request has no body; expected JSON");
        }
        T value;
        try {
            value = ctx.jsonMapper().fromJsonString(body, type);
        } catch (RuntimeException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw malformed(cause);
        } catch (Exception e) { // Jackson's JsonProcessingException, thrown undeclared through Kotlin
            throw malformed(e);
        }
        if (value == null) {
            throw new Refused(Refused.BAD_REQUEST, Code.MALFORMED_JSON, "the body is null; expected a JSON object");
        }
        return value;
    }

    private static Refused incomplete() {
        return new Refused(Refused.BAD_REQUEST, Code.INCOMPLETE_BODY, "the body ended before its announced length;"
                + " nothing was changed");
    }

    private static Refused malformed(Throwable e) {
        String why = e instanceof JsonProcessingException json ? json.getOriginalMessage() : "not the JSON expected";
        return new Refused(Refused.BAD_REQUEST, Code.MALFORMED_JSON, "malformed JSON: " + why);
    }
}
