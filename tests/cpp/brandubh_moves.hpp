#pragma once
// One move played in brandubh, for the tests of custodial capture and of brandubh's own rules:
// the position after it and its outcome, with undo checked on the way back.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

namespace brandubh_moves {

// After `move` from `position` in brandubh (with `options`): the position's text, and the outcome.
struct After {
  std::string text;
  boardlab::Outcome outcome;
};

inline After after(const boardlab::games::BrandubhOptions& options, std::string_view position,
                   std::string_view move) {
  using namespace boardlab;
  const auto game = std::make_unique<const Game<>>(games::brandubh(options));
  State<64> s(*game, position);
  const std::uint64_t hash_before = s.hash();
  s.play(move);
  After out{s.text(), s.outcome()};
  // Undo puts back the pieces taken, hash included.
  s.undo();
  CHECK(s.text() == std::string(position));
  CHECK(s.hash() == hash_before);
  CHECK(s.hash() == State<64>(*game, position).hash());
  return out;
}

inline After after(std::string_view position, std::string_view move) {
  return after({}, position, move);
}

}  // namespace brandubh_moves
