/**
 * Tools for research bots on Lost Island: dense action ids and legal-action masks
 * ({@link io.github.strategorules.lostisland.research.IslandActionCodec}).
 */
package io.github.strategorules.lostisland.research;
