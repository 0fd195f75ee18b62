package com.example.orders;

import java.util.concurrent.TimeUnit;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/orders")
class OrderController {

    private final OrderEvents events;

    OrderController(OrderEvents events) {
        this.events = events;
    }

    /** Answers 202 once the broker has the event: the order is accepted, shipping happens elsewhere. */
    @PostMapping
    ResponseEntity<OrderPlaced> place(@RequestBody OrderPlaced order) throws Exception {
        events.placed(order).get(10, TimeUnit.SECONDS);
        return ResponseEntity.accepted().body(order);
    }
}
