/**
 * A client process that attacks a running {@code stratego serve} with issue 54's hostile mix, for
 * {@code benchmarks/web-flood-rss.sh}, which reads the server's peak RSS (docs/web.md). It uses the
 * JDK only, so the script compiles it with {@code javac} and runs it beside any jar.
 */
package io.github.strategorules.benchmarks.web;
