package com.example.greeter;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

// No Config Server in a unit test: the client is switched off and the message set here.
@SpringBootTest(properties = { "spring.cloud.config.enabled=false", "greeter.message=Hello from a test" })
class GreeterApplicationTests {

    @Autowired
    private GreetingController controller;

    @Test
    void greetsWithTheConfiguredMessage() {
        assertThat(controller.greeting()).isEqualTo("Hello from a test");
    }
}
