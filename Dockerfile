# The board in the browser in a container, from the shaded jar built by `mvn -B package -DskipTests`
# (senet-cli/target/senet.jar). See docs/browser.md, "On the internet, for two friends".
#
#   docker build -t senet .
#   docker run -d --name senet -p 127.0.0.1:8080:8080 -v senet-data:/data senet --allowed-host senet.example.org
#   docker logs senet        # the owner's address, with its key
FROM eclipse-temurin:17-jre
RUN useradd --system --create-home --home-dir /data senet
COPY senet-cli/target/senet.jar /opt/senet/senet.jar
ENV SENET_HOME=/data
VOLUME /data
USER senet
EXPOSE 8080
# inside the container it listens on every address; publish the port on the host's loopback only and let the
# reverse proxy reach it. Arguments given to `docker run` are added (e.g. --allowed-host <name>).
ENTRYPOINT ["java", "-Xmx512m", "-jar", "/opt/senet/senet.jar", "serve", "--host", "0.0.0.0", "--port", "8080"]
