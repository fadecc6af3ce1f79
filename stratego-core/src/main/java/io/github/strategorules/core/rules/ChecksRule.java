package io.github.strategorules.core.rules;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names the rules a test checks, by their ids in the project's rules ({@code docs/rules/} in the
 * repository), the counterpart of {@link ImplementsRule} for tests. The project's rules index is
 * generated from both tags, and a test of the build requires every rule and every reading of the
 * library to be checked by at least one tagged test.
 *
 * <pre>
 * &#64;Test
 * &#64;ChecksRule("C-5.3")
 * void thePlayerWhoStartedTheShuttleMustStopFirst() { ... }
 * </pre>
 *
 * <p>Tests of a custom ruleset or of another implementation of these rules may use it the same way.
 * It has no effect at run time.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface ChecksRule {
  /**
   * The rule ids, string literals such as {@code "C-5.3"}.
   *
   * @return the ids
   */
  String[] value();
}
