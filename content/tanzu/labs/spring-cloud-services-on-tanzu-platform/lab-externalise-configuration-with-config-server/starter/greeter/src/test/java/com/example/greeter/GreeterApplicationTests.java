package com.example.greeter;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest(properties = "greeter.message=Hello from a test")
class GreeterApplicationTests {

    @Autowired
    private GreetingController controller;

    @Test
    void greetsWithTheConfiguredMessage() {
        assertThat(controller.greeting()).isEqualTo("Hello from a test");
    }
}
