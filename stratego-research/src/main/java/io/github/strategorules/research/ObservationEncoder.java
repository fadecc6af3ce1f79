package io.github.strategorules.research;

/**
 * Observation tensors and information-state strings of one seat, computed from its {@link
 * Transcript} alone, so they hold nothing the seat has not seen. Each game documents its tensor
 * layout. Implementations are immutable and thread-safe; {@link ResearchKit#observations} gives a
 * game's encoder.
 */
public interface ObservationEncoder {
  /**
   * The length of a tensor.
   *
   * @return the number of floats
   */
  int size();

  /**
   * How the tensor is laid out: its planes (with their height, width and names) and the names of
   * the scalars after them, for a caller that reshapes it (issue 50). The default is a flat tensor
   * of {@link #size()} scalars named {@code x0, x1, ...}; an encoder with planes says so.
   *
   * @return the layout, whose {@link ObservationLayout#size()} is {@link #size()}
   */
  default ObservationLayout layout() {
    return ObservationLayout.flat(size());
  }

  /**
   * Writes a seat's observation tensor into {@code out} from {@code offset}, overwriting {@link
   * #size()} values.
   *
   * @param transcript the seat's transcript, of this encoder's game
   * @param out the tensor
   * @param offset where to start writing
   * @throws IllegalArgumentException for a transcript of another game
   */
  void write(Transcript transcript, float[] out, int offset);

  /**
   * A seat's observation tensor in a new array.
   *
   * @param transcript the seat's transcript
   * @return the tensor, {@link #size()} long
   */
  default float[] tensor(Transcript transcript) {
    float[] out = new float[size()];
    write(transcript, out, 0);
    return out;
  }

  /**
   * The perfect-recall information-state string of a seat: equal for two games exactly when the
   * seat observed the same things.
   *
   * @param transcript the seat's transcript
   * @return the string
   */
  String infoState(Transcript transcript);
}
