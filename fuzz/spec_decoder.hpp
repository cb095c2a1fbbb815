#pragma once
// Fuzz input -> a game spec, built the way the Python bindings build one from a variant
// (bindings/python/src/spec.cpp): through GameSpec's add_region (cell names as text),
// add_kind, moves and add_end, with only values a variant can hold (any int, a one-character
// symbol, any direction mask, any target bits...), so that whatever the fuzzer finds, a
// variant file can reach. The fields of primitives, end conditions, promotions and custodial
// capture come from the schema (boardlab/schema.hpp), filled by FuzzedFields
// (fuzzed_fields.hpp): a field added there is fuzzed here too.
//
// Most inputs should give a spec the engine accepts, or the fuzzer spends its time on error
// paths: the decoder starts from a built-in game with random options, or from a small random
// game, makes a few random changes to it, and writes a start position that fits its board,
// kinds and stacking. Invalid values still come, now and then, so that the checks are
// fuzzed too.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <fuzzer/FuzzedDataProvider.h>

#include <boardlab/games/registry.hpp>
#include <boardlab/geometry.hpp>
#include <boardlab/primitives.hpp>
#include <boardlab/rules.hpp>
#include <boardlab/schema.hpp>
#include <boardlab/spec.hpp>
#include <boardlab/splitmix64.hpp>

#include "fuzzed_fields.hpp"

namespace fuzz {

struct DecodedSpec {
  boardlab::GameSpec spec;
  // The start text was written by the decoder in canonical form, so the engine must write the
  // start position back as exactly this text.
  bool canonical_start = false;
};

class SpecDecoder {
 public:
  explicit SpecDecoder(FuzzedDataProvider& in) : in_(in), values_(in) {}

  // Throws SpecError when the input asks for something GameSpec itself refuses (a 17th kind,
  // a region cell that is no cell name, a bad option of a built-in game).
  DecodedSpec decode() {
    namespace games = boardlab::games;
    DecodedSpec out;
    const auto base = in_.ConsumeIntegralInRange<std::size_t>(0, games::registry.size());
    out.spec = base < games::registry.size() ? builtin_with_random_options(games::registry[base])
                                             : random_game();
    const int changes = in_.ConsumeIntegralInRange(0, 4);
    for (int i = 0; i < changes; ++i) change(out.spec);
    // Short games keep playouts short: most specs get a small ply limit.
    if (in_.ConsumeProbability<double>() < 0.7) out.spec.max_plies = number(1, 60);
    out.canonical_start = write_start(out.spec);
    return out;
  }

 private:
  int number(int low, int high) { return values_.number(low, high); }
  bool rarely() { return values_.rarely(); }
  std::string cell_list(int files, int ranks) { return values_.cell_list(files, ranks); }
  boardlab::RegionName region_name(const boardlab::GameSpec& s) { return values_.region_name(s); }

  boardlab::GameSpec builtin_with_random_options(const boardlab::games::BuiltinGame& game) {
    using boardlab::games::OptionType;
    using boardlab::games::OptionValue;
    std::vector<boardlab::games::OptionSetting> settings;
    // Integer options other than the ply limit are board sizes: 3 to 10 is within what most
    // built-in games allow, and outside what some do.
    for (const boardlab::games::OptionInfo& option : game.options) {
      if (!in_.ConsumeBool()) continue;
      switch (option.type) {
        case OptionType::integer:
          settings.push_back(
              {option.name,
               OptionValue::of(option.name == "max_plies" ? number(1, 400) : number(3, 10))});
          break;
        case OptionType::boolean:
          settings.push_back({option.name, OptionValue::of(in_.ConsumeBool())});
          break;
        case OptionType::text:  // cells of every board size the game allows
          settings.push_back({option.name, OptionValue::of(cell_list(3, 3))});
          break;
      }
    }
    return game.spec(settings);
  }

  boardlab::GameSpec random_game() {
    boardlab::GameSpec s;
    s.name = "fuzz";
    s.files = number(1, 8);
    s.ranks = number(1, 8);
    // Now and then a board with cells left out (off_board), which the regions may then hold.
    if (in_.ConsumeIntegralInRange(0, 3) == 0)
      s.add_off_board(cell_list(side(s.files), side(s.ranks)));
    // Now and then hexagons, where two directions are missing and relative ones are refused.
    if (in_.ConsumeIntegralInRange(0, 3) == 0) s.geometry = boardlab::BoardGeometry::hex;
    s.placement =
        in_.ConsumeBool() ? boardlab::Placement::anytime : boardlab::Placement::placement_first;
    s.no_legal_move = boardlab::NoMoveResult(in_.ConsumeIntegralInRange(0, 2));
    const int regions = in_.ConsumeIntegralInRange(0, 3);
    for (int i = 0; i < regions; ++i) add_region(s);
    const int kinds = in_.ConsumeIntegralInRange(1, 4);
    for (int i = 0; i < kinds; ++i) add_kind(s);
    const int ends = in_.ConsumeIntegralInRange(0, 3);
    for (int i = 0; i < ends; ++i) s.add_end(end_condition(s));
    // Now and then custodial capture.
    if (in_.ConsumeIntegralInRange(0, 3) == 0) {
      FuzzedFields fields(values_, s, boardlab::schema::schema_table("custodial"));
      boardlab::schema::custodial_fields(fields, s.custodial);
    }
    return s;
  }

  // A board side for a region's cells: the spec's own, unless it is out of range.
  static int side(int n) { return n >= 1 && n <= boardlab::max_board_side ? n : 8; }

  void add_region(boardlab::GameSpec& s) {
    std::string name = "r" + std::to_string(s.region_count);
    if (rarely()) name = in_.ConsumeRandomLengthString(33);  // empty, too long, a repeat
    s.add_region(name, cell_list(side(s.files), side(s.ranks)));
  }

  char unused_symbol(const boardlab::GameSpec& s) {
    // Any one-byte character a variant may give; the check wants an ASCII letter.
    if (rarely()) return char(in_.ConsumeIntegralInRange(0, 127));
    static constexpr std::string_view letters =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    for (std::size_t tries = 0; tries < letters.size(); ++tries) {
      const char c = letters[in_.ConsumeIntegralInRange<std::size_t>(0, letters.size() - 1)];
      bool used = false;
      for (int k = 0; k < s.kind_count; ++k) used = used || s.kinds[k].symbol == c;
      if (!used) return c;
    }
    return 'Z';
  }

  void add_kind(boardlab::GameSpec& s) {
    const auto owner = boardlab::Owner(in_.ConsumeIntegralInRange(0, 2));
    const char symbol = unused_symbol(s);
    s.add_kind(symbol, owner, "");
    // Neutral pieces may have one primitive, a drop (primitive() mostly gives them that).
    const int primitives = in_.ConsumeIntegralInRange(0, owner == boardlab::Owner::neutral ? 1 : 3);
    for (int i = 0; i < primitives; ++i) s.moves(symbol, primitive(s, owner));
    // Now and then barred cells and a part in custodial capture (read only in games with it).
    if (rarely()) s.bar(symbol, region_name(s).view());
    if (rarely()) {
      const auto enclosure = boardlab::Enclosure(in_.ConsumeIntegralInRange(0, 2));
      s.custody(symbol, enclosure, in_.ConsumeBool());
    }
  }

  // A primitive of any type (for neutral pieces mostly a drop, the only one they may have), its
  // fields from the schema.
  boardlab::Primitive primitive(const boardlab::GameSpec& s, boardlab::Owner owner) {
    using namespace boardlab;
    const PrimitiveType type =
        owner == Owner::neutral && !rarely() ? PrimitiveType::drop : values_.any<PrimitiveType>();
    Primitive p = primitive_defaults(type);
    FuzzedFields fields(values_, s, schema::schema_table("primitive", name_of(type)));
    schema::primitive_fields(fields, type, p);
    return p;
  }

  // An end condition of any form, its fields from the schema.
  boardlab::EndCondition end_condition(const boardlab::GameSpec& s) {
    using namespace boardlab;
    const ConditionForm form = values_.any<ConditionForm>();
    EndCondition e = condition_defaults(form);
    FuzzedFields fields(values_, s, schema::schema_table("end condition", name_of(form)));
    schema::condition_fields(fields, form, e);
    return e;
  }

  // One random change to a spec that may already be a game.
  void change(boardlab::GameSpec& s) {
    using namespace boardlab;
    switch (in_.ConsumeIntegralInRange(0, 8)) {
      case 8: {  // turn rules: a primitive's parts, a promotion, compulsory capture, passing, quiet
                 // turns
        KindSpec& k = s.kinds[in_.ConsumeIntegralInRange(0, s.kind_count - 1)];
        if (k.primitive_count > 0 && in_.ConsumeBool()) {
          Primitive& p = k.primitives[in_.ConsumeIntegralInRange(0, k.primitive_count - 1)];
          p.part = rarely() ? number(0, 9) : in_.ConsumeIntegralInRange(0, 2);
          p.then.part = rarely() ? number(0, 9) : in_.ConsumeIntegralInRange(0, 2);
          p.then.continuation = Continuation(in_.ConsumeIntegralInRange(0, 1));
          p.heading = Heading(in_.ConsumeIntegralInRange(0, 1));
        } else if (in_.ConsumeBool() && s.region_count > 0) {
          Promotion promotion;
          FuzzedFields fields(values_, s, schema::schema_table("promotion"));
          schema::promotion_fields(fields, promotion);
          k.promotion = promotion;
        } else {
          s.capture_rule = CaptureRule(in_.ConsumeIntegralInRange(0, 2));
          if (in_.ConsumeBool()) s.leapt_removal = LeaptRemoval::at_turn_end;
          if (in_.ConsumeBool())
            s.no_legal_move =
                in_.ConsumeBool() ? NoMoveResult::passes : NoMoveResult::passes_or_ends;
          if (in_.ConsumeBool()) s.end_score = EndScore::most_pieces;
          // A quiet-turn limit short enough that random walks reach it; now and then a bad one.
          if (in_.ConsumeBool()) s.quiet_turn_limit = rarely() ? number(-3, 3) : number(1, 12);
        }
        break;
      }
      case 0: {  // another board; regions lose their cells off it, mostly
        s.files = number(1, 16);
        s.ranks = number(1, 16);
        if (rarely()) break;
        const CellSet board = all_cells(side(s.files), side(s.ranks));
        for (int i = 0; i < s.region_count; ++i)
          s.regions[i].cells = s.regions[i].cells.without(all_cells(16, 16).without(board));
        break;
      }
      case 1: {  // one primitive more, or one replaced
        KindSpec& k = s.kinds[in_.ConsumeIntegralInRange(0, s.kind_count - 1)];
        if (k.primitive_count < max_primitives_per_kind && in_.ConsumeBool())
          s.moves(k.symbol, primitive(s, k.owner));
        else if (k.primitive_count > 0)
          k.primitives[in_.ConsumeIntegralInRange(0, k.primitive_count - 1)] =
              primitive(s, k.owner);
        break;
      }
      case 2: {  // one primitive less
        KindSpec& k = s.kinds[in_.ConsumeIntegralInRange(0, s.kind_count - 1)];
        if (k.primitive_count == 0) break;
        for (int i = in_.ConsumeIntegralInRange(0, k.primitive_count - 1);
             i + 1 < k.primitive_count; ++i)
          k.primitives[i] = k.primitives[i + 1];
        k.primitives[--k.primitive_count] = Primitive{};
        break;
      }
      case 3:
        add_kind(s);
        break;
      case 4:  // an end condition more, or one replaced
        if (s.end_condition_count < max_end_conditions && in_.ConsumeBool())
          s.add_end(end_condition(s));
        else if (s.end_condition_count > 0)
          s.end_conditions[in_.ConsumeIntegralInRange(0, s.end_condition_count - 1)] =
              end_condition(s);
        break;
      case 5:
        add_region(s);
        break;
      case 6:
        s.placement = in_.ConsumeBool() ? Placement::anytime : Placement::placement_first;
        s.no_legal_move = NoMoveResult(in_.ConsumeIntegralInRange(0, 2));
        break;
      default: {  // another owner
        KindSpec& k = s.kinds[in_.ConsumeIntegralInRange(0, s.kind_count - 1)];
        k.owner = Owner(in_.ConsumeIntegralInRange(0, 2));
        break;
      }
    }
  }

  // Whether cells of the game may hold stacks (GameTables::has_stacks, from the spec alone).
  static bool may_stack(const boardlab::GameSpec& s) {
    using namespace boardlab;
    for (int k = 0; k < s.kind_count; ++k)
      for (int i = 0; i < s.kinds[k].primitive_count; ++i) {
        const Primitive& p = s.kinds[k].primitives[i];
        if (p.type == PrimitiveType::drop) continue;
        if (p.type == PrimitiveType::stack_move ||
            (p.landing == Landing::stack && p.onto.occupied_cells()))
          return true;
      }
    return false;
  }

  static bool droppable(const boardlab::KindSpec& k) {
    for (int i = 0; i < k.primitive_count; ++i)
      if (k.primitives[i].type == boardlab::PrimitiveType::drop) return true;
    return false;
  }

  // Writes the start: the game's own (a built-in's, if it still fits), raw text now and then,
  // else a random position in canonical text (returns true then). The layout comes from one
  // seed, not a byte a cell: the input stays short however large the board.
  bool write_start(boardlab::GameSpec& s) {
    using namespace boardlab;
    const int mode = in_.ConsumeIntegralInRange(0, 9);
    if (mode == 9) {
      s.start = PositionText(in_.ConsumeRandomLengthString(max_position_text_length));
      return false;
    }
    if (mode == 8 && !s.start.empty()) return false;
    if (s.files < 1 || s.ranks < 1 || s.files > max_board_side || s.ranks > max_board_side ||
        s.kind_count == 0)
      return false;  // the spec check refuses it before the start is read
    SplitMix64 random(in_.ConsumeIntegral<std::uint64_t>());
    // In eighths of the cells; three when the input is used up.
    const int density = (in_.ConsumeIntegralInRange(0, 8) + 3) % 9;
    const bool stacks = may_stack(s);
    // A game with stacks holds its tallest stack at most, board and reserve: then a few cells are
    // occupied, spread over the board.
    int pieces_left =
        stacks ? max_stack_height_of(stack_piece_bits_of(s.kind_count)) : max_board_cells * 2;
    const int cells = s.files * s.ranks;
    const int occupied = stacks ? std::min(cells * density / 8, 8) : cells * density / 8;
    auto any_symbol = [&] { return s.kinds[random.next() % std::uint64_t(s.kind_count)].symbol; };

    std::string reserve;
    for (int k = 0; k < s.kind_count; ++k) {
      if (!droppable(s.kinds[k]) || random.next() % 4 == 0) continue;
      const int count = std::min(int(1 + random.next() % 6), pieces_left);
      if (count < 1) break;
      pieces_left -= count;
      reserve += s.kinds[k].symbol + std::to_string(count);
    }

    std::string board;
    for (int rank = s.ranks - 1; rank >= 0; --rank) {
      int empty = 0;
      for (int file = 0; file < s.files; ++file) {
        if (pieces_left == 0 || int(random.next() % std::uint64_t(cells)) >= occupied) {
          ++empty;
          continue;
        }
        if (empty) board += std::to_string(empty);
        empty = 0;
        const int height = stacks ? std::min(int(1 + random.next() % 3), pieces_left) : 1;
        pieces_left -= height;
        if (height > 1) board += '(';
        for (int i = 0; i < height; ++i) board += any_symbol();
        if (height > 1) board += ')';
      }
      if (empty) board += std::to_string(empty);
      if (rank > 0) board += '/';
    }
    const int ply = int(random.next() % std::uint64_t(std::max(1, std::min(s.max_plies, 40))));
    s.start = PositionText(board + (random.next() % 2 ? " 1 " : " 0 ") +
                           (reserve.empty() ? "-" : reserve) + " " + std::to_string(ply));
    return true;
  }

  FuzzedDataProvider& in_;
  FuzzedValues values_;
};

}  // namespace fuzz
