package com.example.bookmarks;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.resttestclient.autoconfigure.AutoConfigureRestTestClient;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.web.servlet.client.RestTestClient;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureRestTestClient
class BookmarksApiTests {

    @Autowired
    RestTestClient rest;

    @Test
    void createdBookmarkCanBeReadBack() {
        var location = rest.post().uri("/api/bookmarks")
            .body(new Bookmark(null, "Spring", "https://spring.io"))
            .exchange()
            .expectStatus().isCreated()
            .returnResult(Bookmark.class)
            .getResponseHeaders().getLocation();

        rest.get().uri(location.getPath())
            .exchange()
            .expectStatus().isOk()
            .expectBody(Bookmark.class)
            .value(bookmark -> assertThat(bookmark.title()).isEqualTo("Spring"));
    }

    @Test
    void unknownBookmarkIsNotFound() {
        rest.get().uri("/api/bookmarks/999").exchange().expectStatus().isNotFound();
    }
}
