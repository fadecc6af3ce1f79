/**
 * Property checks with QuickTheories from JUnit {@code @Test} methods ({@link
 * io.github.strategorules.testkit.property.Property}), on generators that shrink ({@link
 * io.github.strategorules.testkit.property.Arb}); games of any game as choice sequences over the
 * contract's legal actions ({@link io.github.strategorules.testkit.property.ChoiceGames}), shown as
 * their records when a property fails.
 */
@NullMarked
package io.github.strategorules.testkit.property;

import org.jspecify.annotations.NullMarked;
