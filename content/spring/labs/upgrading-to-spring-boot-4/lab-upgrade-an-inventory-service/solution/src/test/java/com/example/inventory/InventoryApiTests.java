package com.example.inventory;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.web.servlet.client.RestTestClient;

/** Pins the wire format clients rely on, so that the upgrade cannot change it unnoticed. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureRestTestClient
class InventoryApiTests {

    @Autowired
    RestTestClient rest;

    @Test
    void unshelvedItemHasNoLocationField() {
        rest.get().uri("/api/items/B-200")
            .exchange()
            .expectStatus().isOk()
            .expectBody(String.class)
            .value(body -> assertThat(body).contains("\"sku\":\"B-200\"").doesNotContain("location"));
    }

    @Test
    void errorResponsesExplainWhatIsMissing() {
        rest.get().uri("/api/items/Z-999")
            .exchange()
            .expectStatus().isNotFound()
            .expectBody(String.class)
            .value(body -> assertThat(body).contains("No item Z-999"));
    }
}
