package com.example.orders;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

@SpringBootTest
@Import(TestcontainersConfiguration.class)
class OrderFlowTests {

    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @Autowired
    OrderEvents events;

    @Autowired
    Shipments shipments;

    @Autowired
    DeadLetters deadLetters;

    @Test
    void placedOrderIsShipped() throws Exception {
        String orderId = "order-" + UUID.randomUUID();

        events.placed(new OrderPlaced(orderId, "A-100", 2)).get(10, TimeUnit.SECONDS);

        await().atMost(PATIENCE).untilAsserted(() -> assertThat(shipments.shipmentsOf(orderId)).isEqualTo(1));
    }

    @Test
    void redeliveredOrderIsShippedOnce() throws Exception {
        OrderPlaced order = new OrderPlaced("order-" + UUID.randomUUID(), "A-100", 1);

        events.placed(order).get(10, TimeUnit.SECONDS);
        events.placed(order).get(10, TimeUnit.SECONDS);

        await().atMost(PATIENCE).untilAsserted(() -> assertThat(shipments.deliveriesOf(order.orderId())).isEqualTo(2));
        assertThat(shipments.shipmentsOf(order.orderId())).isEqualTo(1);
    }

    @Test
    void invalidOrderGoesToTheDeadLetterTopicWithoutRetries() throws Exception {
        String orderId = "order-" + UUID.randomUUID();

        events.placed(new OrderPlaced(orderId, "A-100", 0)).get(10, TimeUnit.SECONDS);

        await().atMost(PATIENCE).untilAsserted(() -> assertThat(deadLetters.contains(orderId)).isTrue());
        assertThat(shipments.deliveriesOf(orderId)).isEqualTo(1);
        assertThat(shipments.shipmentsOf(orderId)).isZero();
    }
}
