/**
 * Reading games from the Gravon archive ("StraDoS2" XML, see {@code classic.md}, Interchange):
 * single files and whole zip archives, streamed. The XML parser resolves no DTD and no external
 * entity.
 */
package io.github.strategorules.core.gravon;
