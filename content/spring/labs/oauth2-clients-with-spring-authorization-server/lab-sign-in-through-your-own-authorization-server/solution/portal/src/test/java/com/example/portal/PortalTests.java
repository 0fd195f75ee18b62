package com.example.portal;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.oidcLogin;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrlPattern;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;

@SpringBootTest
@AutoConfigureMockMvc
class PortalTests {

    @Autowired
    MockMvc mvc;

    @Test
    void theHomePageIsPublic() throws Exception {
        mvc.perform(get("/")).andExpect(status().isOk());
    }

    @Test
    void aBrowserWithoutSessionIsSentToSignIn() throws Exception {
        mvc.perform(get("/me").accept(MediaType.TEXT_HTML))
            .andExpect(status().is3xxRedirection())
            .andExpect(redirectedUrlPattern("**/oauth2/authorization/portal"));
    }

    @Test
    void theSignInRedirectCarriesStateAndPkce() throws Exception {
        mvc.perform(get("/oauth2/authorization/portal"))
            .andExpect(status().is3xxRedirection())
            .andExpect(header().string("Location", allOf(
                startsWith("http://localhost:9000/oauth2/authorize?"),
                containsString("client_id=portal"),
                containsString("state="),
                containsString("code_challenge_method=S256"))));
    }

    @Test
    void showsTheSignedInUser() throws Exception {
        mvc.perform(get("/me").with(oidcLogin().idToken(token -> token.subject("ada"))))
            .andExpect(status().isOk())
            .andExpect(jsonPath("$.name").value("ada"));
    }
}
