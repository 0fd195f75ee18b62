package com.example.library;

import java.util.List;
import org.springframework.data.jpa.repository.EntityGraph;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface BookRepository extends JpaRepository<Book, Long> {

    List<Book> findByAuthorNameIgnoreCase(String name);

    @EntityGraph(attributePaths = "author")
    @Query("select b from Book b")
    List<Book> findAllWithAuthors();
}
