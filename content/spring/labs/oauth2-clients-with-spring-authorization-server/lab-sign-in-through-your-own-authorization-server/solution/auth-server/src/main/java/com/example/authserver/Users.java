package com.example.authserver;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;

/** The people who can sign in at the authorization server's login page. Lab users only: {noop} is plain text. */
@Configuration(proxyBeanMethods = false)
class Users {

    @Bean
    UserDetailsService users() {
        return new InMemoryUserDetailsManager(
            User.withUsername("ada").password("{noop}lovelace").roles("USER").build(),
            User.withUsername("grace").password("{noop}hopper").roles("USER").build());
    }
}
