package com.example.authserver;

import static org.hamcrest.Matchers.containsString;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.httpBasic;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.web.servlet.MockMvc;

@SpringBootTest
@AutoConfigureMockMvc
class AuthServerTests {

    @Autowired
    MockMvc mvc;

    @Test
    void publishesItsOpenIdConnectMetadata() throws Exception {
        // MockMvc requests go to http://localhost, and without a configured issuer the server uses the request's address.
        mvc.perform(get("/.well-known/openid-configuration"))
            .andExpect(status().isOk())
            .andExpect(jsonPath("$.issuer").value("http://localhost"))
            .andExpect(jsonPath("$.token_endpoint").value("http://localhost/oauth2/token"))
            .andExpect(jsonPath("$.code_challenge_methods_supported[0]").value("S256"));
    }

    @Test
    void issuesATokenForClientCredentials() throws Exception {
        mvc.perform(post("/oauth2/token")
                .param("grant_type", "client_credentials")
                .param("scope", "notes.read")
                .with(httpBasic("reports", "reports-secret")))
            .andExpect(status().isOk())
            .andExpect(jsonPath("$.token_type").value("Bearer"))
            .andExpect(jsonPath("$.scope").value("notes.read"))
            .andExpect(jsonPath("$.access_token").isNotEmpty());
    }

    @Test
    void refusesAWrongClientSecret() throws Exception {
        mvc.perform(post("/oauth2/token")
                .param("grant_type", "client_credentials")
                .with(httpBasic("reports", "guess")))
            .andExpect(status().isUnauthorized())
            .andExpect(jsonPath("$.error").value("invalid_client"));
    }

    @Test
    void refusesAnAuthorizationRequestWithoutPkce() throws Exception {
        mvc.perform(get("/oauth2/authorize")
                .param("response_type", "code")
                .param("client_id", "portal")
                .param("scope", "openid")
                .param("state", "some-state")
                .param("redirect_uri", "http://127.0.0.1:8080/login/oauth2/code/portal"))
            .andExpect(status().is3xxRedirection())
            .andExpect(header().string("Location", containsString("error=invalid_request")));
    }
}
