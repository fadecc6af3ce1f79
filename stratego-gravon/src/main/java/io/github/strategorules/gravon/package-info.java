/**
 * Reading games from the Gravon archive ("StraDoS2" XML, see {@code docs/rules/classic.md},
 * Interchange): single files and whole zip archives, streamed and checked whole, within the {@link
 * io.github.strategorules.core.game.ReadLimits} policy. The XML parser resolves no DTD and no
 * external entity; every problem is a located {@link
 * io.github.strategorules.core.error.NotationException}.
 */
package io.github.strategorules.gravon;
