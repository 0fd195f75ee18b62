package com.example.bookmarks;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
class BookmarksApplicationTests {

    @Test
    void contextLoads() {
    }
}
