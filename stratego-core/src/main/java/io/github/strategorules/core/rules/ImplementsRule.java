package io.github.strategorules.core.rules;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names the rules a class, method, constructor or constant implements, by their ids in the
 * project's rules ({@code docs/rules/} in the repository: {@code C-5.2} for classic, {@code V-1.2}
 * for the variants, {@code LI-7.3} for Lost Island, {@code C-R3} for a reading of the library).
 *
 * <p>The project's rules index ({@code docs/rules/index.md}) is generated from these tags and
 * {@link ChecksRule}, not from the prose: from an id, one step to its text, the code tagged with it
 * and the tests that check it. A test of the build keeps the index true and refuses an id that the
 * rules do not define. Tag the place where a rule is decided, not every place that mentions it.
 *
 * <pre>
 * &#64;ImplementsRule({"C-5.1", "C-5.2"})
 * final class TwoSquaresChains { ... }
 * </pre>
 *
 * <p>The tag is kept in class files and shown in the Javadoc; it has no effect at run time.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({
  ElementType.TYPE,
  ElementType.METHOD,
  ElementType.CONSTRUCTOR,
  ElementType.FIELD,
  ElementType.PACKAGE
})
public @interface ImplementsRule {
  /**
   * The rule ids, string literals such as {@code "C-5.2"}.
   *
   * @return the ids
   */
  String[] value();
}
