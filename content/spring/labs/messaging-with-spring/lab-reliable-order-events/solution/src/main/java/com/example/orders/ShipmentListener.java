package com.example.orders;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

@Component
class ShipmentListener {

    private final Shipments shipments;

    ShipmentListener(Shipments shipments) {
        this.shipments = shipments;
    }

    @KafkaListener(topics = KafkaTopics.ORDERS, groupId = "shipping")
    void onOrderPlaced(OrderPlaced order) {
        shipments.ship(order);
    }
}
