package com.example.greetings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.web.servlet.client.RestTestClient;
import org.yaml.snakeyaml.Yaml;

/**
 * Checks offline what a foundation would otherwise report after a failed push: the health endpoints
 * the manifest names answer, every ((variable)) has a value in every vars file, the memory leaves a
 * JVM room for its heap, and no credential sits in the env block.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureRestTestClient
class ManifestTest {

    private static final Pattern VARIABLE = Pattern.compile("\\(\\(([A-Za-z0-9_-]+)\\)\\)");

    private static final Pattern MEMORY = Pattern.compile("(\\d+)\\s*(M|MB|G|GB)", Pattern.CASE_INSENSITIVE);

    @Autowired
    RestTestClient rest;

    @Test
    void healthEndpointsNamedInTheManifestAnswer() throws IOException {
        Map<String, Object> app = app();
        assertThat(app).containsEntry("health-check-type", "http").containsEntry("readiness-health-check-type", "http");
        for (String key : List.of("health-check-http-endpoint", "readiness-health-check-http-endpoint")) {
            rest.get().uri((String) app.get(key)).exchange().expectStatus().isOk();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = { "vars/staging.yml", "vars/production.yml" })
    void everyVariableHasAValue(String file) throws IOException {
        assertThat(yaml(Path.of(file))).as(file).containsKeys(variables().toArray(String[]::new));
    }

    @ParameterizedTest
    @ValueSource(strings = { "vars/staging.yml", "vars/production.yml" })
    void memoryLeavesTheJvmRoomForItsHeap(String file) throws IOException {
        String memory = String.valueOf(yaml(Path.of(file)).get("memory"));
        Matcher matcher = MEMORY.matcher(memory);
        assertThat(matcher.matches()).as("memory %s in %s needs a unit of M or G", memory, file).isTrue();
        int megabytes = Integer.parseInt(matcher.group(1)) * (matcher.group(2).toUpperCase().startsWith("G") ? 1024 : 1);
        assertThat(megabytes).as("memory in %s", file).isGreaterThanOrEqualTo(768);
    }

    @Test
    @SuppressWarnings("unchecked")
    void noCredentialsInTheEnvBlock() throws IOException {
        Map<String, Object> env = (Map<String, Object>) app().getOrDefault("env", Map.of());
        assertThat(env.keySet()).noneMatch(name -> name.matches("(?i).*(PASSWORD|SECRET|TOKEN|CREDENTIAL).*"));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> app() throws IOException {
        List<Map<String, Object>> apps = (List<Map<String, Object>>) yaml(Path.of("manifest.yml")).get("applications");
        assertThat(apps).hasSize(1);
        return apps.get(0);
    }

    private static Set<String> variables() throws IOException {
        Set<String> names = new TreeSet<>();
        Matcher matcher = VARIABLE.matcher(Files.readString(Path.of("manifest.yml")));
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }

    private static Map<String, Object> yaml(Path file) throws IOException {
        try (Reader reader = Files.newBufferedReader(file)) {
            return new Yaml().load(reader);
        }
    }
}
