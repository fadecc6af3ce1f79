package io.github.strategorules.research;

import io.github.strategorules.core.game.Action;
import java.util.List;
import java.util.SplittableRandom;

// --- docs/research.md: write your own bot ---
/** Plays at random one time in ten, otherwise as the bot it wraps. */
public final class ExploringBot implements Bot {
  private final Bot inner;

  public ExploringBot(Bot inner) {
    this.inner = inner;
  }

  @Override
  public String name() {
    return "exploring-" + inner.name();
  }

  @Override
  public Action choose(Transcript transcript, List<Action> legal, SplittableRandom random) {
    if (random.nextInt(10) == 0) { // the given source: replays from the seed
      return legal.get(random.nextInt(legal.size()));
    }
    return inner.choose(transcript, legal, random); // what the seat may know, nothing else
  }
}
// --- end ---
