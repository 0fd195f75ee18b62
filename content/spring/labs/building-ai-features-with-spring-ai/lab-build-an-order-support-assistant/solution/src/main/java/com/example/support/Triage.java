package com.example.support;

/** How the support team files a customer message; the model fills it in. */
public record Triage(Category category, int urgency, String summary) {

    public enum Category {
        DELIVERY, BILLING, PRODUCT, OTHER
    }
}
