// The one grammar of agent texts (analysis/agent_text.hpp): each text means one agent or is
// refused with a message that quotes it. Issue 32 found `mcts:0x10`, `mcts: 10`, `mcts:10:inf`
// and `random:` accepted, `mcts:10 ` refused, and `mcts_time:1e-320` called "not a number".
#include <memory>
#include <string>

#include <boardlab/analysis/agent.hpp>
#include <boardlab/analysis/agent_text.hpp>
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <boardlab/games/tic_tac_toe.hpp>
#include <catch2/catch.hpp>

namespace agent_text_test {

namespace {

using namespace boardlab;

const Game<>& tic_tac_toe() {
  static const auto game = std::make_unique<const Game<>>(games::tic_tac_toe());
  return *game;
}

// The agent's name, or the error's message.
std::string made(const char* text) {
  try {
    return make_agent(tic_tac_toe(), kernel_for(tic_tac_toe()), text, 1)->name();
  } catch (const Error& e) {
    return e.what();
  }
}

}  // namespace

TEST_CASE("agent text: the grammar splits a name and up to two settings", "[agents]") {
  const AgentText a = read_agent_text("mcts:1000:0.7");
  CHECK(a.name == "mcts");
  REQUIRE(a.setting_count == 2);
  CHECK(a.settings[0] == "1000");
  CHECK(a.settings[1] == "0.7");
  CHECK(read_agent_text("random").setting_count == 0);
}

TEST_CASE("agent text: well-formed texts make their agents", "[agents]") {
  CHECK(made("random") == "random");
  CHECK(made("greedy") == "greedy");
  CHECK(made("mcts:10") == "mcts:10");
  CHECK(made("mcts:10:0") == "mcts:10");
  CHECK(made("mcts:10:1.5e1") == "mcts:10");
  CHECK(made("mcts_time:.5") == "mcts_time:0.500000");
  CHECK(made("mcts_time:0.001") == "mcts_time:0.001000");
  CHECK(made("alphabeta:3") == "alphabeta:3");
  CHECK(made("alphabeta_time:2E-1") == "alphabeta_time:0.200000");
}

TEST_CASE("agent text: loose spellings are refused, each with its reason", "[agents][errors]") {
  CHECK(made("mcts:0x10") ==
        "agent 'mcts:0x10': simulations '0x10' is not a whole number from 1 to 1000000000 "
        "(digits only)");
  CHECK(made("mcts: 10") ==
        "agent 'mcts: 10': simulations ' 10' is not a whole number from 1 to 1000000000 "
        "(digits only)");
  CHECK(made("mcts:10 ") ==
        "agent 'mcts:10 ': simulations '10 ' is not a whole number from 1 to 1000000000 "
        "(digits only)");
  CHECK(made("mcts:1e3") ==
        "agent 'mcts:1e3': simulations '1e3' is not a whole number from 1 to 1000000000 "
        "(digits only)");
  CHECK(made("mcts:+5") ==
        "agent 'mcts:+5': simulations '+5' is not a whole number from 1 to 1000000000 "
        "(digits only)");
  CHECK(made("mcts:99999999999999999999") ==
        "agent 'mcts:99999999999999999999': simulations '99999999999999999999' is not a whole "
        "number from 1 to 1000000000");
  CHECK(made("mcts:10:inf") ==
        "agent 'mcts:10:inf': exploration 'inf' is not a number from 0 to 1000 (a decimal such "
        "as 0.5 or 1e-3)");
  CHECK(made("mcts:10:nan") ==
        "agent 'mcts:10:nan': exploration 'nan' is not a number from 0 to 1000 (a decimal such "
        "as 0.5 or 1e-3)");
  CHECK(made("mcts:10:1e") ==
        "agent 'mcts:10:1e': exploration '1e' is not a number from 0 to 1000 (a decimal such "
        "as 0.5 or 1e-3)");
  CHECK(made("mcts:10:.") ==
        "agent 'mcts:10:.': exploration '.' is not a number from 0 to 1000 (a decimal such as "
        "0.5 or 1e-3)");
  CHECK(made("mcts_time:1e-320") ==
        "agent 'mcts_time:1e-320': seconds '1e-320' is not a number from 0.001 to 1000000");
  CHECK(made("mcts_time:1e400") ==
        "agent 'mcts_time:1e400': seconds '1e400' is not a number from 0.001 to 1000000");
  CHECK(made("random:") == "agent 'random:': an empty setting (nothing after a ':')");
  CHECK(made("mcts:10:") == "agent 'mcts:10:': an empty setting (nothing after a ':')");
  CHECK(made("mcts::1") == "agent 'mcts::1': an empty setting (nothing after a ':')");
  CHECK(made("mcts:1:2:3") == "agent 'mcts:1:2:3': more than 2 settings after the name");
  CHECK(made(":5") == "agent ':5': no agent name (such as 'mcts') before ':'");
  CHECK(made("") == "agent '': no agent name (such as 'mcts') before ':'");
  CHECK(made("MCTS:10") ==
        "agent 'MCTS:10': the name 'MCTS' is not lowercase letters and '_' (such as "
        "'mcts_time')");
  CHECK(made(" random") ==
        "agent ' random': the name ' random' is not lowercase letters and '_' (such as "
        "'mcts_time')");
}

TEST_CASE("agent table: every kind makes its own example, and its usage comes from it",
          "[agents]") {
  for (const AgentDescription& d : agent_descriptions()) {
    INFO(d.name);
    const std::string name = made(std::string(d.example).c_str());
    CHECK(name.rfind(std::string(d.name), 0) == 0);  // the example's agent, not an error
    CHECK(read_agent_text(d.example).name == d.name);
  }
  CHECK(BuiltinAgents::list() ==
        "random, greedy, mcts:SIMULATIONS, mcts_time:SECONDS, alphabeta:DEPTH, "
        "alphabeta_time:SECONDS");
  CHECK(agent_usage(MctsAgentKind::description) == "mcts:SIMULATIONS[:EXPLORATION]");
  CHECK(agent_usage(AlphaBetaTimeAgentKind::description) == "alphabeta_time:SECONDS");
  CHECK(agent_usage(RandomAgentKind::description) == "random");
  CHECK(agent_setting_range(MctsAgentKind::description.settings[0]) ==
        "a whole number from 1 to 1000000000");
  CHECK(agent_setting_range(MctsTimeAgentKind::description.settings[0]) ==
        "a number from 0.001 to 1000000");
}

TEST_CASE("agent table: each kind's errors come from its description", "[agents][errors]") {
  // For every kind and setting: the message a text gets for too many settings, and for a value
  // one past each end of a whole setting's range, written from the description alone.
  for (const AgentDescription& d : agent_descriptions()) {
    INFO(d.name);
    std::string too_many(d.name);
    for (int i = 0; i <= d.setting_count(); ++i) too_many += ":1";
    if (d.setting_count() < max_agent_settings) {
      const std::string takes = d.setting_count() == 0 ? "no settings"
                                : d.required_settings() == d.setting_count()
                                    ? std::to_string(d.setting_count()) +
                                          (d.setting_count() == 1 ? " setting" : " settings")
                                    : std::to_string(d.required_settings()) + " to " +
                                          std::to_string(d.setting_count()) + " settings";
      CHECK(made(too_many.c_str()) == "agent '" + too_many + "': " + std::string(d.name) +
                                          " takes " + takes + ", written " + agent_usage(d));
    }
    for (int i = 0; i < d.setting_count(); ++i) {
      const AgentSetting& s = d.settings[std::size_t(i)];
      if (s.type != AgentSettingType::whole) continue;
      std::string text(d.name);
      for (int j = 0; j < i; ++j) text += ":1";
      text += ":" + std::to_string((long long)s.high + 1);
      CHECK(made(text.c_str()) == "agent '" + text + "': " + std::string(s.name) + " '" +
                                      std::to_string((long long)s.high + 1) + "' is not " +
                                      agent_setting_range(s));
    }
  }
}

TEST_CASE("agent table: a number's text is the shortest that reads back", "[agents]") {
  CHECK(agent_number_text(0.001) == "0.001");
  CHECK(agent_number_text(1e6) == "1000000");
  CHECK(agent_number_text(0) == "0");
  CHECK(agent_number_text(1000) == "1000");
  CHECK(agent_number_text(0.1) == "0.1");
}

}  // namespace agent_text_test
