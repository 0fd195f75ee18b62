package com.example.inventory;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;

/** Pins the wire format clients rely on, so that the upgrade cannot change it unnoticed. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class InventoryApiTests {

    @Autowired
    TestRestTemplate rest;

    @Test
    void unshelvedItemHasNoLocationField() {
        ResponseEntity<String> response = rest.getForEntity("/api/items/B-200", String.class);

        assertThat(response.getStatusCode()).isEqualTo(HttpStatus.OK);
        assertThat(response.getBody()).contains("\"sku\":\"B-200\"").doesNotContain("location");
    }

    @Test
    void errorResponsesExplainWhatIsMissing() {
        ResponseEntity<String> response = rest.getForEntity("/api/items/Z-999", String.class);

        assertThat(response.getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
        assertThat(response.getBody()).contains("No item Z-999");
    }
}
