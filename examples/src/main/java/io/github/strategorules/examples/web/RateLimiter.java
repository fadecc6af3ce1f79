package io.github.strategorules.examples.web;

/**
 * A token bucket: {@code burst} messages at once, refilled at {@code perSecond}. Not thread-safe:
 * one per connection, used from its message handler.
 */
final class RateLimiter {
  private final double perNano;
  private final double burst;
  private double tokens;
  private long last;

  RateLimiter(int perSecond, int burst, long nowNanos) {
    this.perNano = perSecond / 1e9;
    this.burst = burst;
    this.tokens = burst;
    this.last = nowNanos;
  }

  /** Takes one token: false when the bucket is empty (the client sends too fast). */
  boolean tryTake(long nowNanos) {
    tokens = Math.min(burst, tokens + (nowNanos - last) * perNano);
    last = nowNanos;
    if (tokens < 1) {
      return false;
    }
    tokens -= 1;
    return true;
  }
}
