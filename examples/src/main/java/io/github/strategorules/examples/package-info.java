/** The {@code stratego} command-line tool built on the library (not published). */
package io.github.strategorules.examples;
