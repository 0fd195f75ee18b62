package com.example.greeter;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Answers with a message from configuration; the code never knows where the value came from. */
@RestController
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
