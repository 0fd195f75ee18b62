package com.example.greeter;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.cloud.context.config.annotation.RefreshScope;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Answers with a message from configuration; the code never knows where the value came from.
 * The refresh scope rebuilds the bean with the new value after POST /actuator/refresh.
 */
@RestController
@RefreshScope
class GreetingController {

    private final String message;

    GreetingController(@Value("${greeter.message}") String message) {
        this.message = message;
    }

    @GetMapping("/greeting")
    String greeting() {
        return message;
    }
}
