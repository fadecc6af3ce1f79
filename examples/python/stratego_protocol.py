"""The line transport of the stratego-rules engine protocol (docs/protocol.md), standard library only.

A Peer is a program started from its command line that speaks JSON lines on its standard input and
output: the referee (`stratego engine`) or an engine. `request` sends a request with a fresh id and
waits for the reply of the same id, within an optional time limit; `notify` sends a line that gets
no reply. Lines longer than the protocol's limit are refused, as the Java side does.
"""

import json
import os
import select
import shlex
import subprocess
import time

PROTOCOL_VERSION = 1
MAX_LINE_CHARS = 1 << 20


class ProtocolError(Exception):
    """The peer failed: `reason` is one of the protocol's EngineFailure names (CRASHED, TIMEOUT, ...)."""

    def __init__(self, reason, message):
        super().__init__(reason + ": " + message)
        self.reason = reason


class Peer:
    """A program speaking the protocol on its standard streams."""

    def __init__(self, command, stderr=subprocess.DEVNULL):
        args = shlex.split(command) if isinstance(command, str) else list(command)
        try:
            self.process = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr)
        except OSError as e:
            raise ProtocolError("LAUNCH_FAILED", "%s: %s" % (command, e))
        self.command = command
        self._fd = self.process.stdout.fileno()
        self._buffer = b""
        self._next_id = 1
        self.sent = 0
        self.received = 0

    def notify(self, message):
        """Sends one line; no reply is expected."""
        data = (json.dumps(message, separators=(",", ":")) + "\n").encode("utf-8")
        try:
            self.process.stdin.write(data)
            self.process.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise ProtocolError("CRASHED", "%s closed its input" % self.command)
        self.sent += 1

    def request(self, type_, timeout=None, **fields):
        """Sends a request and returns its reply (a dict), which has the request's type or 'error'."""
        request_id = self._next_id
        self._next_id += 1
        message = {"type": type_, "id": request_id}
        message.update(fields)
        deadline = None if timeout is None else time.monotonic() + timeout
        self.notify(message)
        while True:
            line = self._read_line(deadline)
            try:
                reply = json.loads(line)
            except ValueError:
                raise ProtocolError("MALFORMED_REPLY", "not JSON: %.80s" % line)
            if not isinstance(reply, dict):
                raise ProtocolError("MALFORMED_REPLY", "not an object: %.80s" % line)
            rid = reply.get("id")
            if isinstance(rid, int) and not isinstance(rid, bool) and rid < request_id:
                continue  # a late reply to an earlier request
            if rid != request_id:
                raise ProtocolError("MALFORMED_REPLY", "not the reply to %s %d: %.80s" % (type_, request_id, line))
            if reply.get("type") not in (type_, "error"):
                raise ProtocolError("MALFORMED_REPLY", "a %s reply to %s" % (reply.get("type"), type_))
            return reply

    def _read_line(self, deadline):
        while True:
            end = self._buffer.find(b"\n")
            if end >= 0:
                line = self._buffer[:end]
                self._buffer = self._buffer[end + 1:]
                self.received += 1
                return line.decode("utf-8", errors="replace").rstrip("\r")
            if len(self._buffer) > 4 * MAX_LINE_CHARS:
                raise ProtocolError("MALFORMED_REPLY", "a line longer than the limit")
            wait = None if deadline is None else deadline - time.monotonic()
            if wait is not None and wait <= 0:
                raise ProtocolError("TIMEOUT", "no reply from %s in time" % self.command)
            ready, _, _ = select.select([self._fd], [], [], wait)
            if not ready:
                raise ProtocolError("TIMEOUT", "no reply from %s in time" % self.command)
            chunk = os.read(self._fd, 1 << 16)
            if not chunk:
                raise ProtocolError("CRASHED", "%s ended (status %s)" % (self.command, self.process.poll()))
            self._buffer += chunk

    def close(self, quit_message=None):
        """Says goodbye (when given a message), closes the input and ends the program."""
        try:
            if quit_message is not None:
                self.notify(quit_message)
            self.process.stdin.close()
        except (ProtocolError, OSError):
            pass
        try:
            self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def is_table_action(action):
    """Resignations and draw actions: legal at any time, chosen only on purpose."""
    return action.get("action") in ("resign", "offer_draw", "accept_draw")
