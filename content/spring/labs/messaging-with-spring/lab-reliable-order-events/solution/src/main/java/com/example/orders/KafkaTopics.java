package com.example.orders;

import org.apache.kafka.clients.admin.NewTopic;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.config.TopicBuilder;

/** The topics this service owns; the dead-letter topic has as many partitions as the original. */
@Configuration(proxyBeanMethods = false)
class KafkaTopics {

    static final String ORDERS = "orders";
    static final String ORDERS_DEAD_LETTERS = "orders-dlt";

    @Bean
    NewTopic orders() {
        return TopicBuilder.name(ORDERS).partitions(3).replicas(1).build();
    }

    @Bean
    NewTopic ordersDeadLetters() {
        return TopicBuilder.name(ORDERS_DEAD_LETTERS).partitions(3).replicas(1).build();
    }
}
