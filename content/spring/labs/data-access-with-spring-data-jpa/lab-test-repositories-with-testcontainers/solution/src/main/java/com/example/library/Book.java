package com.example.library;

import jakarta.persistence.*;
import java.time.LocalDate;

@Entity
public class Book {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, length = 200)
    private String title;

    @Column(nullable = false, unique = true, length = 17)
    private String isbn;

    private LocalDate publishedOn;

    private Integer pageCount;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "author_id")
    private Author author;

    protected Book() {
    }

    public Book(String title, String isbn, LocalDate publishedOn, Author author) {
        this.title = title;
        this.isbn = isbn;
        this.publishedOn = publishedOn;
        this.author = author;
    }

    public Long getId() { return id; }
    public String getTitle() { return title; }
    public String getIsbn() { return isbn; }
    public LocalDate getPublishedOn() { return publishedOn; }
    public Author getAuthor() { return author; }
}
