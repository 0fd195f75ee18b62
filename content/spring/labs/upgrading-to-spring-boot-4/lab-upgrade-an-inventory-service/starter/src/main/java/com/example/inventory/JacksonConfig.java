package com.example.inventory;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Leaves null fields out of every JSON response, such as the location of an unshelved item. */
@Configuration(proxyBeanMethods = false)
class JacksonConfig {

    @Bean
    Jackson2ObjectMapperBuilderCustomizer omitNullFields() {
        return builder -> builder.serializationInclusion(JsonInclude.Include.NON_NULL);
    }
}
