package com.example.orders;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/** Ships orders; counts deliveries and shipments per order so that tests can see duplicates. */
@Service
public class Shipments {

    private static final Logger log = LoggerFactory.getLogger(Shipments.class);

    private final Map<String, Integer> deliveries = new ConcurrentHashMap<>();
    private final Map<String, Integer> shipments = new ConcurrentHashMap<>();

    public void ship(OrderPlaced order) {
        try {
            if (order.quantity() < 1) {
                throw new InvalidOrderException("Order " + order.orderId() + " has quantity " + order.quantity());
            }
            if (shipments.putIfAbsent(order.orderId(), 1) != null) {
                log.info("Order {} was already shipped, ignoring the duplicate", order.orderId());
                return;
            }
            log.info("Shipped order {} ({} x {})", order.orderId(), order.quantity(), order.sku());
        } finally {
            // Counted last, so that whoever sees a delivery also sees its effect.
            deliveries.merge(order.orderId(), 1, Integer::sum);
        }
    }

    public int deliveriesOf(String orderId) {
        return deliveries.getOrDefault(orderId, 0);
    }

    public int shipmentsOf(String orderId) {
        return shipments.getOrDefault(orderId, 0);
    }
}
