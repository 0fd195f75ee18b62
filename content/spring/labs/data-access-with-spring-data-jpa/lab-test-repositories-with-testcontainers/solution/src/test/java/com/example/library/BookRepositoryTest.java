package com.example.library;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.persistence.EntityManagerFactory;
import java.time.LocalDate;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.boot.jpa.test.autoconfigure.TestEntityManager;
import org.springframework.context.annotation.Import;

@DataJpaTest(properties = "spring.jpa.properties.hibernate.generate_statistics=true")
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@Import(TestcontainersConfiguration.class)
class BookRepositoryTest {

    @Autowired
    TestEntityManager em;

    @Autowired
    BookRepository books;

    @Autowired
    EntityManagerFactory emf;

    Statistics statistics;

    @BeforeEach
    void setUp() {
        for (int i = 1; i <= 3; i++) {
            Author author = em.persist(new Author("Author " + i));
            em.persist(new Book("Book " + i, "978-0-00-00000" + i, LocalDate.of(2020 + i, 1, 1), author));
        }
        em.flush();
        em.clear();
        statistics = emf.unwrap(SessionFactory.class).getStatistics();
        statistics.clear();
    }

    @Test
    void findsBooksByAuthorNameIgnoringCase() {
        assertThat(books.findByAuthorNameIgnoreCase("AUTHOR 2"))
            .extracting(Book::getTitle)
            .containsExactly("Book 2");
    }

    @Test
    void findAllTriggersOneQueryPerAuthor() {
        List<String> names = books.findAll().stream().map(b -> b.getAuthor().getName()).toList();

        assertThat(names).hasSize(3);
        assertThat(statistics.getPrepareStatementCount()).isEqualTo(4); // 1 + N
    }

    @Test
    void entityGraphLoadsAuthorsInTheSameQuery() {
        List<String> names = books.findAllWithAuthors().stream().map(b -> b.getAuthor().getName()).toList();

        assertThat(names).hasSize(3);
        assertThat(statistics.getPrepareStatementCount()).isEqualTo(1);
    }
}
