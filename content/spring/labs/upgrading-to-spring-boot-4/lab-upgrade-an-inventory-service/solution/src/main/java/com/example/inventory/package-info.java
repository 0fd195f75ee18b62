/** The inventory service: nothing in this package is null unless it is marked {@code @Nullable}. */
@NullMarked
package com.example.inventory;

import org.jspecify.annotations.NullMarked;
