package com.example.orders;

import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.support.SendResult;
import org.springframework.stereotype.Component;

/** Publishes order events keyed by order id, so that the events of one order stay in order. */
@Component
public class OrderEvents {

    private static final Logger log = LoggerFactory.getLogger(OrderEvents.class);

    private final KafkaTemplate<String, Object> kafka;

    public OrderEvents(KafkaTemplate<String, Object> kafka) {
        this.kafka = kafka;
    }

    public CompletableFuture<SendResult<String, Object>> placed(OrderPlaced order) {
        return kafka.send(KafkaTopics.ORDERS, order.orderId(), order)
            .whenComplete((result, failure) -> {
                if (failure != null) {
                    log.error("Order {} was not published", order.orderId(), failure);
                } else {
                    log.info("Order {} published to partition {} at offset {}", order.orderId(),
                        result.getRecordMetadata().partition(), result.getRecordMetadata().offset());
                }
            });
    }
}
