package com.example.orders;

/** An order that can never be shipped: retrying it cannot help. */
public class InvalidOrderException extends RuntimeException {

    public InvalidOrderException(String message) {
        super(message);
    }
}
