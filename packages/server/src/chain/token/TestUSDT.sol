// SPDX-License-Identifier: MIT
// A test USDT for the local development chain and the tests: a plain ERC-20 whose decimals are
// chosen at deployment (USDT on BNB Smart Chain has 18, on Ethereum 6), plus two test-only calls:
// transferMany (several Transfer logs in one transaction) and forgeTransferLog (a Transfer log
// whose data is whatever the caller says, to prove the watcher reads only well-formed logs).
// Compiled once by scripts/compile-test-usdt.mjs; the ABI and bytecode are committed beside it.
pragma solidity 0.8.37;

contract TestUSDT {
    string public constant name = "Test USDT";
    string public constant symbol = "USDT";
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint8 decimals_, uint256 supply) {
        decimals = decimals_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function transferMany(address[] calldata to, uint256[] calldata value) external {
        require(to.length == value.length, "lengths");
        for (uint256 i = 0; i < to.length; i++) _move(msg.sender, to[i], value[i]);
    }

    function forgeTransferLog(address to, bytes calldata data) external {
        bytes32 topic = keccak256("Transfer(address,address,uint256)");
        assembly {
            let p := mload(0x40)
            calldatacopy(p, data.offset, data.length)
            log3(p, data.length, topic, caller(), to)
        }
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
