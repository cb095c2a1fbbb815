"""A table: one game in one browser tab, with its two seats (a person or an agent each), the
moves that can be redone, and the tab's jobs (an agent's search, an analysis, a balance check or
a comparison). The engine decides everything; the page only draws what ``view`` says and sends
the clicks back as the texts of the options ``view`` listed.

>>> import boardlab as bl
>>> from boardlab.serve.jobs import WorkerPool
>>> table = Table(WorkerPool(), bl.game("tic_tac_toe"), seats=["person", "person"])
>>> _ = table.play("X@b2")
>>> [entry["text"] for entry in table.view()["moves"]]
['X@b2']
>>> _ = table.undo()
>>> table.view()["can_redo"]
True
"""
from __future__ import annotations

import threading
import time
from typing import Any, Dict, List, Optional, Sequence, Tuple

import boardlab as bl
from boardlab import display_svg

from . import work
from .jobs import JobLimit, WorkerPool

PERSON = "person"
# The cell size of the board's picture (the page scales it to fit).
CELL_PIXELS = 56
# The most games a balance check or a comparison may play from the page (each version's, for
# a comparison): more is a job for the command line.
MAX_STUDY_GAMES = 10_000
# The longest move list a table keeps: a game beyond it (agents playing on for ever in a game
# with a huge ply limit) ends as a draw for the page's purposes.
MAX_HISTORY = 20_000

_REASONS = {"condition": "an end condition", "no_legal_move": "no legal move",
            "ply_limit": "the ply limit", "both_passed": "both players passed",
            "quiet_turns": "the quiet-turn limit", "repetition": "repetition",
            "insufficient_material": "insufficient material"}


def outcome_text(outcome: Optional["bl.Outcome"]) -> Optional[str]:
    """How the page says a game ended: "player 0 wins (no legal move)", "draw (the ply
    limit)"."""
    if outcome is None:
        return None
    reason = _REASONS.get(outcome.reason, outcome.reason.replace("_", " "))
    who = "draw" if outcome.winner is None else f"player {outcome.winner} wins"
    return f"{who} ({reason})"


def _promotion(text: str) -> str:
    return text.split("=", 1)[1] if "=" in text else ""


class Table:
    """One game at one tab (see the module's docstring). Every method takes the table's lock:
    a tab's requests may come at once (a poll and a click)."""

    def __init__(self, pool: WorkerPool, game: "bl.Game", seats: Sequence[str],
                 python_agents: Optional[Dict[str, Any]] = None, seed: int = 0) -> None:
        self.lock = threading.RLock()
        self.pool = pool
        self.python_agents = dict(python_agents or {})
        self.seed = seed
        self.last_used = time.monotonic()
        self.game = game
        self.state = game.start()
        self.redo_moves: List[str] = []
        self.seats = [self._seat(seat) for seat in seats]
        # Changed by everything that changes the position: a job's answer for an older version
        # is dropped, and the page redraws only when it changed.
        self.version = 0
        # Agents wait while paused: after stop, undo and redo, so that the person can look.
        self.paused = False
        self.agent_job: Optional[Tuple[Any, int]] = None      # (job, version it started at)
        self.agent_error: Optional[Dict[str, str]] = None
        self.last_search: Optional[Dict[str, Any]] = None
        self.analysis_job: Optional[Tuple[Any, int]] = None
        self.analysis: Optional[Dict[str, Any]] = None
        self.study_job: Optional[Any] = None
        self.study: Optional[Dict[str, Any]] = None
        self._options_cache: Optional[Tuple[int, List[Dict[str, Any]]]] = None
        self._kind_names: Optional[Tuple["bl.Game", Dict[str, str]]] = None
        # Changed with the rules: the page fetches their TOML and English text again.
        self.rules_version = 0

    # -- seats -------------------------------------------------------------------------------

    def _seat(self, seat: Any) -> str:
        """A seat's text, checked: "person", a Python agent's name, or an agent text the
        engine can make for this game (its error otherwise)."""
        if not isinstance(seat, str) or not seat.strip():
            raise bl.Error(f"seat {seat!r} is not 'person' or an agent text such as 'mcts:1000'")
        seat = seat.strip()
        if seat == PERSON or seat in self.python_agents:
            return seat
        bl.Agent(self.game, seat)  # the engine's error for a text it cannot read
        return seat

    def set_seats(self, seats: Sequence[Any]) -> None:
        if not isinstance(seats, (list, tuple)) or len(seats) != 2:
            raise bl.Error(f"seats {seats!r} is not a list of two seats, player 0's and "
                           "player 1's")
        checked = [self._seat(seat) for seat in seats]
        self._stop_agent()
        if checked[self.state.side_to_move] != self.seats[self.state.side_to_move]:
            # An agent answers whole turns: a turn half played by someone else is taken back.
            self._finish_turn_or_cancel()
        self.seats = checked
        self.paused = False
        self.agent_error = None

    def swap(self) -> None:
        self.set_seats([self.seats[1], self.seats[0]])

    # -- the options the page offers ---------------------------------------------------------

    def options(self) -> List[Dict[str, Any]]:
        """Each legal move or part of a turn the player to move may play now, as the page
        offers it: its text, the cell it goes from (None for a drop, a removal or a pass), the
        cell it goes to, its type, the kind dropped or promoted to, the pieces a stack move
        lifts. In a turn of several parts each part is an option of its own: the page plays a
        capture chain jump by jump."""
        if self._options_cache and self._options_cache[0] == self.version:
            return self._options_cache[1]
        out = []
        if not self.state.is_over():
            for action in self.state.legal_actions():
                move = self.state.copy().play_action(action)
                text = move.text
                kind = move.type
                moving = kind in ("move", "stack_move", "shot", "castle")
                out.append({"text": text, "action": action, "type": kind,
                            "from": move.from_cell if moving and move.from_cell else None,
                            "to": move.to_cell or None,
                            "symbol": move.symbol, "promotion": _promotion(text),
                            "count": move.count})
        self._options_cache = (self.version, out)
        return out

    # -- play --------------------------------------------------------------------------------

    def _changed(self) -> None:
        self.version += 1
        self.analysis = None
        if self.analysis_job:
            self.analysis_job[0].stop()
            self.analysis_job = None

    def play(self, text: Any) -> "bl.Move":
        """Plays one of the options (a part, in a turn of several), or, at the start of a turn,
        a whole turn's text; the engine's error otherwise. Only a person's seat plays from the
        page."""
        if not isinstance(text, str):
            raise bl.MoveSyntaxError(f"move {text!r} is not a move's text")
        if self.state.is_over():
            raise bl.IllegalMoveError(f"move {text!r}: the game is over "
                                      f"({outcome_text(self.state.outcome)})")
        side = self.state.side_to_move
        if self.seats[side] != PERSON:
            raise bl.Error(f"move {text!r}: player {side} is played by {self.seats[side]}, not "
                           "by a person (change the seat to play for it)")
        if len(self.state.history) >= MAX_HISTORY:
            raise bl.Error(f"the table keeps at most {MAX_HISTORY} turns")
        actions = {option["text"]: option["action"] for option in self.options()}
        if text in actions:
            move = self.state.play_action(actions[text])
        else:
            move = self.state.play(text)  # a whole turn, or the engine's error naming it
        self.redo_moves = []
        self.paused = False
        self.agent_error = None
        self._changed()
        return move

    def _turn_started(self) -> bool:
        return not self.state._core.mid_turn

    def _finish_turn_or_cancel(self) -> None:
        """Takes back the parts of a turn left unfinished."""
        while not self._turn_started() and self.state.history:
            self.state.undo()
            self._changed()

    def undo(self) -> Optional[str]:
        """Takes back the last turn (all its parts: an unfinished turn is cancelled), and more
        while an agent's seat would be to move, so that a person can play again. Returns the
        text of the first move taken back, or None when there was none."""
        self._stop_agent()
        taken = None
        if not self._turn_started():
            self._finish_turn_or_cancel()
            self.paused = True
            return "(the unfinished turn)"
        while self.state.history:
            move = self.state.undo()
            self.redo_moves.append(move.text)
            taken = taken or move.text
            self._changed()
            if self.seats[self.state.side_to_move] == PERSON or PERSON not in self.seats:
                break
        self.paused = True
        return taken

    def redo(self) -> Optional[str]:
        """Plays again the last turn taken back, and more while an agent's seat is to move and
        more are there to redo."""
        self._stop_agent()
        played = None
        while self.redo_moves:
            text = self.redo_moves.pop()
            self.state.play(text)
            played = played or text
            self._changed()
            if self.seats[self.state.side_to_move] == PERSON or PERSON not in self.seats:
                break
        self.paused = True
        return played

    def new_game(self, game: Optional["bl.Game"] = None) -> None:
        """The start position of the table's game, or of ``game`` (then the seats' agents
        must be able to play it)."""
        if game is not None:
            for seat in self.seats:
                if seat != PERSON and seat not in self.python_agents:
                    bl.Agent(game, seat)
        self.stop_everything()
        if game is not None:
            self.game = game
            self.rules_version += 1
            self.study = None
        self.state = self.game.start()
        self.redo_moves = []
        self.paused = False
        self.agent_error = None
        self.last_search = None
        self._changed()

    def load_state(self, state: "bl.State") -> None:
        """A state of any game (a record read back, a shared position), history and all."""
        self.stop_everything()
        if state.game != self.game:
            self.study = None
            self.rules_version += 1
        self.game = state.game
        self.state = state
        self.redo_moves = []
        self.paused = True  # a loaded game is looked at before an agent moves in it
        self.agent_error = None
        self.last_search = None
        self._changed()

    def set_position(self, text: Any) -> None:
        if not isinstance(text, str):
            raise bl.PositionError(f"position {text!r} is not position text")
        self.load_state(self.game.state(text.strip()))

    # -- agents ------------------------------------------------------------------------------

    def _stop_agent(self) -> None:
        if self.agent_job:
            self.agent_job[0].stop()
            self.agent_job = None

    def stop(self) -> None:
        """Stops the agent's search and the analysis (not a balance check or a comparison:
        they have their own stop) and pauses the agents."""
        self._stop_agent()
        if self.analysis_job:
            self.analysis_job[0].stop()
            self.analysis_job = None
        self.paused = True

    def go(self) -> None:
        """Lets the agents play again after a pause."""
        self.paused = False
        self.agent_error = None

    def stop_everything(self) -> None:
        self.stop()
        self.stop_study()

    def _start_agent(self) -> None:
        seat = self.seats[self.state.side_to_move]
        seed = self.seed + len(self.state.history)
        job: Any
        if seat in self.python_agents:
            job = self.pool.start_thread("agent", work.choose_python,
                                         (self.python_agents[seat], self.state.copy()), seat)
        else:
            job = self.pool.start("agent", work.choose, (self.game, self.state.copy(), seat,
                                                         seed), seat)
        self.agent_job = (job, self.version)

    def advance(self) -> None:
        """Collects what the jobs sent, plays an agent's answer, and starts the agent whose
        seat is to move (what keeps a game going: every request of the tab calls it)."""
        self.last_used = time.monotonic()
        if self.agent_job:
            job, version = self.agent_job
            job.poll()
            if job.done:
                self.agent_job = None
                if job.error:
                    self.agent_error = job.error
                    self.paused = True
                elif job.result and version == self.version and not job.stopped:
                    try:
                        self.state.play(job.result["move"])
                        self.last_search = job.result.get("search")
                        self.redo_moves = []
                        self._changed()
                    except bl.Error as e:
                        self.agent_error = {"type": type(e).__name__, "message": str(e)}
                        self.paused = True
        if self.analysis_job:
            job, version = self.analysis_job
            job.poll()
            if job.done:
                self.analysis_job = None
                if version == self.version and not job.stopped:
                    self.analysis = ({"error": job.error} if job.error else job.result)
        if self.study_job:
            self.study_job.poll()
            if self.study_job.done:
                job, self.study_job = self.study_job, None
                if self.study is not None and not job.stopped:
                    self.study["result"] = job.result
                    self.study["error"] = job.error
                    self.study["running"] = False
        if (not self.agent_job and not self.paused and not self.state.is_over()
                and self.seats[self.state.side_to_move] != PERSON
                and len(self.state.history) < MAX_HISTORY):
            try:
                self._start_agent()
            except JobLimit as e:  # the page says so, and "go on" tries again
                self.agent_error = {"type": type(e).__name__, "message": str(e)}
                self.paused = True

    # -- analysis and studies ----------------------------------------------------------------

    def start_analysis(self, agent: Any) -> None:
        if not isinstance(agent, str):
            raise bl.Error(f"analysis: agent {agent!r} is not agent text such as 'mcts:1000'")
        bl.Agent(self.game, agent)
        if self.state.is_over():
            raise bl.Error("analysis: the game is over, there are no moves to analyse")
        if self.analysis_job:
            self.analysis_job[0].stop()
        options = [(o["text"], o["action"]) for o in self.options()]
        job = self.pool.start("analysis", work.analyse, (self.game, self.state.copy(), agent,
                                                         self.seed, options), agent)
        self.analysis_job = (job, self.version)
        self.analysis = None

    def start_balance(self, agent: Any, games: Any) -> None:
        games = _games(games)
        if not isinstance(agent, str):
            raise bl.Error(f"balance: agent {agent!r} is not agent text such as 'mcts:200'")
        bl.Agent(self.game, agent)
        self.stop_study()
        job = self.pool.start("balance", work.balance,
                              (self.game, agent, games, self.seed, _study_threads()), agent)
        self.study_job = job
        self.study = {"kind": "balance", "agent": agent, "games": games, "running": True,
                      "result": None, "error": None}

    def start_compare(self, game_b: "bl.Game", agent: Any, games: Any) -> None:
        games = _games(games)
        if not hasattr(bl, "compare"):
            raise bl.Error("compare: this boardlab has no bl.compare yet")
        if not isinstance(agent, str):
            raise bl.Error(f"compare: agent {agent!r} is not agent text such as 'mcts:200'")
        for version, game in (("A", self.game), ("B", game_b)):
            try:
                bl.Agent(game, agent)
            except bl.Error as e:
                raise type(e)(f"compare: version {version}: {e}") from None
        self.stop_study()
        job = self.pool.start("compare", work.compare, (self.game, game_b, agent, games,
                                                        self.seed, _study_threads()), agent)
        self.study_job = job
        self.study = {"kind": "compare", "agent": agent, "games": games, "running": True,
                      "result": None, "error": None}

    def stop_study(self) -> None:
        if self.study_job:
            self.study_job.stop()
            self.study_job = None
            if self.study is not None:
                self.study["running"] = False
                self.study["stopped"] = True

    # -- what the page draws -----------------------------------------------------------------

    def moves(self) -> List[Dict[str, Any]]:
        """The turns played, each with its number, its player and its text; an unfinished
        turn's parts so far last, marked."""
        history = self.state.history
        unfinished = not self._turn_started()
        out = []
        # Who played each turn, from a replay: a turn of several parts is one entry.
        replay = self.game.state(self.state._root)
        for i, move in enumerate(history):
            player = replay.side_to_move
            last = i == len(history) - 1
            entry = {"number": i + 1, "player": player, "text": move.text,
                     "unfinished": unfinished and last}
            out.append(entry)
            if not (unfinished and last):
                replay.play(move.text)
        return out

    def view(self, since: Optional[int] = None) -> Dict[str, Any]:
        """Everything the page shows, as plain data; with ``since`` equal to the version the
        page has, the position's parts (the picture, the options, the moves) are left out."""
        state = self.state
        side = state.side_to_move
        outcome = state.outcome
        job = self.agent_job[0] if self.agent_job else None
        if outcome is not None:
            status = outcome_text(outcome)
        else:
            who = self.seats[side]
            status = f"player {side} to move"
            if job:
                status += f": {job.label} is thinking"
            elif who != PERSON:
                status += f" ({who}{', paused' if self.paused else ''})"
            elif not self._turn_started():
                status += ", in the middle of a turn"
        out: Dict[str, Any] = {
            "version": self.version,
            "status": status,
            "seats": list(self.seats),
            "side_to_move": side,
            "ply": state.ply,
            "paused": self.paused,
            "over": outcome is not None,
            "outcome": None if outcome is None else {
                "winner": outcome.winner, "reason": outcome.reason,
                "text": outcome_text(outcome)},
            "thinking": None if job is None else {"agent": job.label,
                                                  "seconds": round(job.seconds, 1)},
            "agent_error": self.agent_error,
            "can_undo": bool(state.history),
            "can_redo": bool(self.redo_moves),
            "analysing": self.analysis_job is not None,
            "analysis_progress": self.analysis_job[0].progress if self.analysis_job else None,
            "analysis": self.analysis,
            "study": self._study_view(),
        }
        if since != self.version:
            out.update({
                "game": self.game_view(),
                "position": state.text,
                "svg": display_svg.render(state, CELL_PIXELS),
                "moves": self.moves(),
                "options": [{k: v for k, v in o.items() if k != "action"}
                            for o in self.options()],
                "mid_turn": not self._turn_started(),
                "reserve": state.reserve,
                "last_search": self.last_search,
            })
        return out

    def _study_view(self) -> Optional[Dict[str, Any]]:
        if self.study is None:
            return None
        out = dict(self.study)
        if self.study_job is not None:
            out["progress"] = self.study_job.progress
            out["seconds"] = round(self.study_job.seconds, 1)
        return out

    def game_view(self) -> Dict[str, Any]:
        game = self.game
        if self._kind_names is None or self._kind_names[0] is not game:
            # The kinds' names, for the page's drop buttons: from the game's variant, which is
            # built on each call, so once a game.
            self._kind_names = (game, {kind.symbol: kind.name for kind in game.variant().kinds})
        names = self._kind_names[1]
        return {"name": game.name, "rules_version": self.rules_version,
                "builtin": game._builtin, "options": dict(game._options),
                "files": game.files, "ranks": game.ranks, "geometry": game.geometry,
                "symbols": game.symbols, "owners": game.owners, "kind_names": names,
                "glyphs": game.glyphs, "turn_parts": game.has_turn_rules}


def _games(games: Any) -> int:
    if (isinstance(games, bool) or not isinstance(games, int)
            or not 1 <= games <= MAX_STUDY_GAMES):
        raise bl.Error(f"games {games!r} is not a whole number from 1 to {MAX_STUDY_GAMES}")
    return games


def _study_threads() -> int:
    # Half the machine: the other half keeps the tabs' own searches and the server going.
    from .jobs import cpu_count
    return max(1, cpu_count() // 2)
