package com.example.orders;

import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.Header;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.support.KafkaHeaders;
import org.springframework.stereotype.Component;

/** Reads the dead-letter topic: logs why each order failed and keeps the ids for whoever handles them. */
@Component
public class DeadLetters {

    private static final Logger log = LoggerFactory.getLogger(DeadLetters.class);

    private final Set<String> orderIds = ConcurrentHashMap.newKeySet();

    @KafkaListener(topics = KafkaTopics.ORDERS_DEAD_LETTERS, groupId = "orders-dead-letters")
    void onDeadLetter(ConsumerRecord<String, OrderPlaced> record) {
        Header reason = record.headers().lastHeader(KafkaHeaders.DLT_EXCEPTION_MESSAGE);
        log.warn("Dead letter for order {}: {}", record.key(),
            reason == null ? "no reason recorded" : new String(reason.value(), StandardCharsets.UTF_8));
        orderIds.add(record.key());
    }

    public boolean contains(String orderId) {
        return orderIds.contains(orderId);
    }
}
