// A program that includes only <boardlab/game.hpp> and builds a Game at run time: it compiles
// and links with nothing else included (the start position is parsed by a header below
// game.hpp, not by one declared here and defined above). The explicit instantiations compile
// every member of the class templates, so a member that uses something undefined fails to
// link here rather than in a user's program.
#include <boardlab/game.hpp>

template class boardlab::GameTables<64>;
template class boardlab::Game<64>;
template class boardlab::Game<256>;

int main(int argc, char**) {
  boardlab::GameSpec spec;
  spec.name = "alone";
  spec.files = argc + 2;  // 3, known only at run time
  spec.ranks = 3;
  spec.add_kind('W', boardlab::Owner::zero, "white");
  spec.moves('W', boardlab::Step{.directions = boardlab::dir::forward});
  spec.start = "3/3/W2 0 - 0";
  const boardlab::Game<> game{spec};
  return game.start().by_kind[0].count() == 1 ? 0 : 1;
}
