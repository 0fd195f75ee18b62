package com.example.portal;

import java.util.Map;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.core.authority.AuthorityUtils;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
class PortalController {

    @GetMapping("/")
    String home() {
        return "Welcome to the portal. Sign in at /me.";
    }

    @GetMapping("/me")
    Map<String, Object> me(@AuthenticationPrincipal OidcUser user) {
        return Map.of(
            "name", user.getName(),
            "issuer", String.valueOf(user.getIdToken().getIssuer()),
            "authorities", AuthorityUtils.authorityListToSet(user.getAuthorities()));
    }
}
