package com.example.support;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/** Starts the whole application; no model is called, so Ollama need not be running. */
@SpringBootTest
class SupportApplicationTests {

    @Test
    void contextLoads() {
    }
}
