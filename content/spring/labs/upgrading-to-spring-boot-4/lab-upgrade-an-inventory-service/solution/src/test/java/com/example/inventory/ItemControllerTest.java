package com.example.inventory;

import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(ItemController.class)
class ItemControllerTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    ItemService items;

    @Test
    void unknownItemIsNotFound() throws Exception {
        given(items.find("Z-999")).willReturn(Optional.empty());

        mvc.perform(get("/api/items/Z-999")).andExpect(status().isNotFound());
    }

    @Test
    void knownItemShowsItsQuantity() throws Exception {
        given(items.find("A-100")).willReturn(Optional.of(new Item("A-100", "Espresso cups", 24, "Aisle 3")));

        mvc.perform(get("/api/items/A-100"))
            .andExpect(status().isOk())
            .andExpect(jsonPath("$.quantity").value(24));
    }

    @Test
    void versionTwoHidesTheQuantity() throws Exception {
        given(items.find("A-100")).willReturn(Optional.of(new Item("A-100", "Espresso cups", 24, "Aisle 3")));

        mvc.perform(get("/api/items/A-100").header("API-Version", "2.0"))
            .andExpect(status().isOk())
            .andExpect(jsonPath("$.inStock").value(true))
            .andExpect(jsonPath("$.quantity").doesNotExist());
    }

    @Test
    void unsupportedVersionIsRejected() throws Exception {
        mvc.perform(get("/api/items/A-100").header("API-Version", "3.0"))
            .andExpect(status().isBadRequest());
    }
}
