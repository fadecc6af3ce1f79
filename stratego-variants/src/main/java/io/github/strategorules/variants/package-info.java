/**
 * Preset rulesets for the official small-army variants (V-1), registered by name for
 * {@link io.github.strategorules.core.rules.Ruleset#parse}.
 */
package io.github.strategorules.variants;
