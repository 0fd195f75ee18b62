package com.example.bookmarks;

import jakarta.validation.constraints.NotBlank;
import org.hibernate.validator.constraints.URL;

public record Bookmark(Long id, @NotBlank String title, @NotBlank @URL String url) {
}
